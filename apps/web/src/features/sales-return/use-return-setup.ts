import { useReturnUnits } from '../../components/return-entry/use-return-units';
import { useAppConfig } from '../../lib/app-config';
import type { Units } from './entry';

/**
 * Whether this client raises sales returns (isShowSalesReturn and the SalesReturn menu entry) or
 * shows their history (the SalesReturnHistory entry), whether the list offers the attribute
 * filter, and the units a return is entered in.
 */
export function useReturnSetup(): {
  enabled: boolean;
  historyEnabled: boolean;
  /** The catalogue's attribute filter is offered on the list too (isEnableAttrFilter, decision 127). */
  attrFilter: boolean;
  units: Units;
} {
  const config = useAppConfig().data;
  const flags = config?.settings.flags;
  const on = flags?.isShowSalesReturn ?? false;
  const units = useReturnUnits();
  return {
    enabled: on && (config?.hasMenu('SalesReturn') ?? false),
    historyEnabled: on && (config?.hasMenu('SalesReturnHistory') ?? false),
    attrFilter: flags?.isEnableAttrFilter ?? false,
    units,
  };
}

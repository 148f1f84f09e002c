import { useReturnUnits } from '../../components/return-entry/use-return-units';
import { useAppConfig } from '../../lib/app-config';
import type { Units } from './entry';

/**
 * Whether this client raises sales returns (isShowSalesReturn and the SalesReturn menu entry) or
 * shows their history (the SalesReturnHistory entry), and the units a return is entered in.
 */
export function useReturnSetup(): { enabled: boolean; historyEnabled: boolean; units: Units } {
  const config = useAppConfig().data;
  const flags = config?.settings.flags;
  const on = flags?.isShowSalesReturn ?? false;
  const units = useReturnUnits();
  return {
    enabled: on && (config?.hasMenu('SalesReturn') ?? false),
    historyEnabled: on && (config?.hasMenu('SalesReturnHistory') ?? false),
    units,
  };
}

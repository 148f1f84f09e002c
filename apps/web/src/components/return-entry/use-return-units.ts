import { useAppConfig } from '../../lib/app-config';
import { returnUnits, type Units } from './entry';

/** The units a return is entered in (salesReturnUom), for the sales and the exchange return alike. */
export function useReturnUnits(): Units {
  const settings = useAppConfig().data?.settings;
  return returnUnits({
    isEnableSalesReturnCase: settings?.isEnableSalesReturnCase ?? false,
    isEnableSalesReturnPiece: settings?.isEnableSalesReturnPiece ?? true,
  });
}

import type { TReturnReason } from '@restock/domain/contracts/sales-return';
import { ReturnEntryDialog } from '../../../components/return-entry/ReturnEntryDialog';
import { useReturnUnits } from '../../../components/return-entry/use-return-units';
import { type ExchangeItem, withReasons } from '../exchange-state';

/**
 * The quantities of one product to return in the exchange: the sales return's entry (a row per
 * reason, the units salesReturnUom allows, a manufacturing date), kept in the flow rather than
 * uploaded; the server checks the same at submit (decision 094).
 */
export function ReturnEntry({
  item,
  reasons,
  onSave,
  onClose,
}: {
  item: ExchangeItem | null;
  reasons: TReturnReason[];
  onSave(item: ExchangeItem): void;
  onClose(): void;
}) {
  const units = useReturnUnits();
  return (
    <ReturnEntryDialog
      target={
        item
          ? {
              PId: item.PId,
              PName: item.ProductName,
              PrincipalId: 0,
              ConversionQty: item.ConversionQty,
              ReturnableQty: item.Limit ?? 0,
            }
          : null
      }
      current={item?.Reasons ?? []}
      reasons={reasons}
      units={units}
      texts="exchangeReturn.entry"
      onClose={onClose}
      onSave={async (lines) => {
        if (item)
          onSave(
            withReasons(
              item,
              lines.map((l) => ({
                ReasonId: l.ReasonId,
                CaseQty: l.CaseQty,
                PieceQty: l.PieceQty,
                MfgDate: l.MfgDate ?? '',
              })),
            ),
          );
        return null;
      }}
    />
  );
}

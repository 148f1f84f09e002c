import type { TReturnReason, TReturnSummaryItem } from '@restock/domain/contracts/sales-return';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ReturnEntryDialog as EntryDialog,
  type EntryTarget,
} from '../../../components/return-entry/ReturnEntryDialog';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDistributorId } from '../../../lib/session';
import { returnKeys, uploadReturnLines } from '../api';
import { exceededProducts, type Units } from '../entry';

export type { EntryTarget };

/**
 * The sales return's entry of one product (the shared return entry): saving uploads the rows
 * (ReturnUpload) and the summary is what the server answers. A refusal stays in the dialog: above
 * what may be returned (E017) names the product.
 */
export function ReturnEntryDialog({
  target,
  current,
  reasons,
  units,
  onClose,
}: {
  target: EntryTarget | null;
  /** The product's entry in the summary now, if any. */
  current: TReturnSummaryItem | undefined;
  reasons: TReturnReason[];
  units: Units;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const distId = useDistributorId();
  const name = target?.PName ?? '';

  return (
    <EntryDialog
      target={target}
      current={current?.Reasons ?? []}
      reasons={reasons}
      units={units}
      texts="salesReturn.entry"
      onClose={onClose}
      onSave={async (lines, pieces) => {
        try {
          const summary = await uploadReturnLines(lines);
          queryClient.setQueryData(returnKeys.summary(distId), summary);
          void queryClient.invalidateQueries({ queryKey: returnKeys.products(distId) });
          notify.success(
            pieces === 0 ? t('salesReturn.entry.removed', { name }) : t('salesReturn.entry.saved', { name }),
          );
          return null;
        } catch (error) {
          const names = error instanceof ApiError ? exceededProducts(error.code, error.message) : null;
          // Another return may have taken pieces meanwhile: show what may be returned now.
          if (names) void queryClient.invalidateQueries({ queryKey: ['salesReturn', distId] });
          return names
            ? t('salesReturn.errors.returnQtyExceedsInvoiced', { products: names.join(', ') || name })
            : errorMessage(error, t);
        }
      }}
    />
  );
}

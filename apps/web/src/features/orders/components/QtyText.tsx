import { splitPieces } from '@restock/domain/rules/quantity';
import { useTranslation } from 'react-i18next';

/** A quantity in pieces, with the cases it makes when a case holds more than one piece. */
export function QtyText({ qty, conversionQty }: { qty: number; conversionQty: number }) {
  const { t } = useTranslation();
  const split = splitPieces(qty, conversionQty, { case: true, piece: true });
  return (
    <>
      {t('orders.qty.pieces', { count: qty })}
      {conversionQty > 1 && split.cases > 0 ? (
        <span className="text-slate-500">
          {' '}
          ({t('orders.qty.cases', { count: split.cases })}
          {split.pieces > 0 ? ` + ${t('orders.qty.pieces', { count: split.pieces })}` : ''})
        </span>
      ) : null}
    </>
  );
}

import { splitPieces } from '@restock/domain/rules/sales-return';
import { ArchiveRestore } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/list-states';
import { returnStatusTone } from '../status';

/** A return status as a coloured label (the server's name when the code is unknown to us). */
export function ReturnStatusBadge({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="return-status"
      data-status={code}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${returnStatusTone(code)}`}
    >
      {t(`salesReturn.status.${code}`, { defaultValue: name })}
    </span>
  );
}

/** Pieces, with the whole cases they make when a case holds more than one piece. */
export function PiecesText({ qty, conversionQty }: { qty: number; conversionQty: number }) {
  const { t } = useTranslation();
  const split = splitPieces(qty, conversionQty);
  return (
    <>
      {t('salesReturn.qty.pieces', { count: qty })}
      {split.cases > 0 ? (
        <span className="text-slate-500">
          {' '}
          ({t('salesReturn.qty.cases', { count: split.cases })}
          {split.pieces > 0 ? ` + ${t('salesReturn.qty.pieces', { count: split.pieces })}` : ''})
        </span>
      ) : null}
    </>
  );
}

/** Cases and pieces as entered on a line ("2 cases + 3 pieces"). */
export function EnteredQty({ cases, pieces }: { cases: number; pieces: number }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (cases > 0) parts.push(t('salesReturn.qty.cases', { count: cases }));
  if (pieces > 0 || cases === 0) parts.push(t('salesReturn.qty.pieces', { count: pieces }));
  return <>{parts.join(' + ')}</>;
}

/** Sales return switched off for this client (setting or menu): said plainly, with a way home. */
export function ReturnsOff() {
  const { t } = useTranslation();
  return (
    <EmptyState
      heading
      look="page"
      icon={ArchiveRestore}
      title={t('salesReturn.off.title')}
      body={t('salesReturn.off.body')}
      testId="returns-off"
      action={
        <Link
          to="/ivy/home"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:brightness-90"
        >
          {t('salesReturn.off.home')}
        </Link>
      }
    />
  );
}

import { ListPlus, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useAppConfig } from '../../lib/app-config';
import { retryImport } from '../../lib/retry-import';
import { type BulkScope, bulkCount, bulkLimit } from './bulk-order';

// The dialog (and the bulk answer's schema) loads on the first tap, not with the product list.
const BulkOrderDialog = lazy(retryImport(() => import('./BulkOrderDialog')));

/**
 * The product list's offer of a bulk order (isEnableBulkOrderUpload): one line above the products
 * that opens the bulk order dialog for the list's filter; on the Relevant tab it is the suggested
 * order.
 */
export function BulkOrderPrompt({
  scope,
  totalCount,
  listName,
  fetchIds,
}: {
  scope: BulkScope;
  totalCount: number;
  listName: string;
  fetchIds(limit: number): Promise<number[]>;
}) {
  const { t } = useTranslation();
  const settings = useAppConfig().data?.settings;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!(settings?.flags.isEnableBulkOrderUpload ?? false) || totalCount <= 0) return null;
  const count = bulkCount(totalCount, bulkLimit(settings?.bulkOrderProductCount ?? 30));
  const Icon = scope.suggested ? Sparkles : ListPlus;

  return (
    <section
      aria-label={scope.suggested ? t('cart.bulk.suggestedTitle') : t('cart.bulk.title')}
      className="mb-4 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-2.5 shadow-sm sm:py-3"
      data-testid="bulk-order-prompt"
    >
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-210 text-brand sm:flex">
        <Icon size={20} aria-hidden="true" />
      </span>
      <p className="min-w-0 flex-1 text-sm leading-snug">
        <span className="block font-semibold text-slate-900">
          {scope.suggested ? t('cart.bulk.suggestedTitle') : t('cart.bulk.title')}
        </span>
        <span className="block text-slate-600">
          {scope.suggested ? t('cart.bulk.promptSuggested', { count }) : t('cart.bulk.prompt', { count })}
        </span>
      </p>
      <Button
        variant={scope.suggested ? 'primary' : 'secondary'}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className="shrink-0"
        data-testid="bulk-order-open"
      >
        {scope.suggested ? t('cart.bulk.openSuggested') : t('cart.bulk.open')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <BulkOrderDialog
            open={open}
            onOpenChange={setOpen}
            scope={scope}
            totalCount={totalCount}
            listName={listName}
            fetchIds={fetchIds}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

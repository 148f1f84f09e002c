import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributeSection } from '../../../components/attribute-filter/AttributeSection';
import type { AttrSelection } from '../../../components/attribute-filter/selection';
import { Button } from '../../../components/ui/button';
import { Drawer } from '../../../components/ui/drawer';
import { ErrorPanel } from '../../../components/ui/list-states';
import { Spinner } from '../../../components/ui/spinner';
import { useReturnAttributes } from '../api';

/** The button that opens the list's attribute filter, with how many attributes narrow it. */
export function AttrFilterButton({ count, onClick }: { count: number; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid="return-attr-filter"
      className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-base font-semibold text-slate-800 hover:bg-slate-50"
    >
      <SlidersHorizontal size={18} aria-hidden="true" />
      {t('salesReturn.products.attrFilter')}
      {count > 0 ? (
        <span className="rounded-full bg-brand px-1.5 py-0.5 text-[11px] font-bold text-white">{count}</span>
      ) : null}
    </button>
  );
}

/**
 * The catalogue's attribute filter on the sales return list (decision 127): the client's
 * attributes (AttributeMaster) in the shared attribute sections, applied together.
 */
export function ReturnAttrFilterDrawer({
  open,
  onOpenChange,
  selected,
  onApply,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  selected: AttrSelection[];
  onApply(next: AttrSelection[]): void;
}) {
  const { t } = useTranslation();
  const attributes = useReturnAttributes(open || selected.length > 0);
  const [draft, setDraft] = useState(selected);
  useEffect(() => {
    if (open) setDraft(selected);
  }, [open, selected]);

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('salesReturn.products.attrFilterTitle')}
      closeLabel={t('common.close')}
      side="right"
      width={400}
    >
      <div className="flex min-h-full flex-col" data-testid="return-attr-drawer">
        <div className="flex-1">
          {attributes.isPending ? (
            <div className="flex justify-center p-6 text-brand">
              <Spinner label={t('common.loading')} />
            </div>
          ) : attributes.isError ? (
            <div className="p-4">
              <ErrorPanel error={attributes.error} onRetry={() => void attributes.refetch()} />
            </div>
          ) : attributes.data.length === 0 ? (
            <p className="p-4 text-sm text-slate-600">{t('salesReturn.products.attrFilterNone')}</p>
          ) : (
            <>
              <p className="px-4 pt-3 text-xs text-slate-600">{t('salesReturn.products.attrFilterHint')}</p>
              {attributes.data.map((a) => (
                <AttributeSection key={a.AttrId} attribute={a} selected={draft} onChange={setDraft} />
              ))}
            </>
          )}
        </div>
        <div className="sticky bottom-0 flex gap-3 border-t border-slate-200 bg-white p-4">
          <Button variant="secondary" className="flex-1" onClick={() => setDraft([])}>
            {t('catalogue.filter.reset')}
          </Button>
          <Button
            className="flex-1"
            data-testid="return-attr-apply"
            onClick={() => {
              onApply(draft);
              onOpenChange(false);
            }}
          >
            {t('salesReturn.products.attrFilterApply')}
          </Button>
        </div>
      </div>
    </Drawer>
  );
}

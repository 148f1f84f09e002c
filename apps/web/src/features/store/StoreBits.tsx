import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import type { FieldError } from './form-rules';

/** The spec's form messages (Please Enter Valid Name!, ... Enter only numbers). */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (error: FieldError | null | false): string | undefined =>
    error ? t(`store.form.${error}`) : undefined;
}

/** A row of tabs (the sections of a store screen). */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: ReadonlyArray<[NoInfer<K>, string]>;
  value: K;
  onChange(key: K): void;
}) {
  return (
    <div role="tablist" aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {tabs.map(([key, text]) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={value === key}
          data-testid={`store-tab-${key}`}
          onClick={() => onChange(key)}
          className={`min-h-11 rounded-full px-4 text-sm font-semibold ${value === key ? 'bg-brand text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** Previous and next page buttons with "page x of y". */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className="mt-4 flex items-center justify-between gap-2 text-sm text-slate-600">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('store.previous')}
      </Button>
      <span data-testid="store-page">{t('store.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('store.next')}
      </Button>
    </div>
  );
}

export function Card({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <li data-testid={testId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {children}
    </li>
  );
}

/** A store form's buttons: save (add, or save when editing) and, when editing, cancel. */
export function FormButtons({
  busy,
  editing,
  addLabel,
  testId,
  onCancel,
}: {
  busy: boolean;
  editing: boolean;
  addLabel: string;
  /** `<testId>-update` when editing, `<testId>-save` when adding. */
  testId: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" loading={busy} data-testid={`${testId}-${editing ? 'update' : 'save'}`}>
        {editing ? t('store.save') : addLabel}
      </Button>
      {onCancel ? (
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('store.cancel')}
        </Button>
      ) : null}
    </div>
  );
}

import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../components/ui/drawer';

/** Global search starts from 3 trimmed characters (spec). */
export const SEARCH_MIN_CHARS = 3;

/**
 * The search sheet: the labelled search field. Results (category, sub-category, brand and product
 * lines from 3 characters, category tiles below that), voice search and the barcode scanner come
 * with the catalogue issue, which renders them from `term` below the field.
 */
export function SearchDrawer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const helpId = useId();
  const term = text.trim();

  const header = (
    <div className="mx-auto flex max-w-3xl items-center gap-2 px-3 py-3">
      <search className="flex-1">
        <form onSubmit={(e) => e.preventDefault()}>
          <label className="flex h-12 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 focus-within:border-brand focus-within:ring-2 focus-within:ring-brand">
            <Search size={20} aria-hidden="true" className="shrink-0 text-brand" />
            <span className="sr-only">{t('shell.search.label')}</span>
            <input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('shell.search.placeholder')}
              aria-describedby={term.length < SEARCH_MIN_CHARS ? helpId : undefined}
              enterKeyHint="search"
              autoComplete="off"
              // biome-ignore lint/a11y/noAutofocus: the sheet opens for typing; focus goes to its only field.
              autoFocus
              maxLength={100}
              className="h-full w-full min-w-0 bg-transparent text-base text-slate-900 outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            {text ? (
              <button
                type="button"
                onClick={() => setText('')}
                aria-label={t('shell.search.clear')}
                className="-mr-2 rounded-full p-1.5 text-slate-500 hover:bg-slate-100"
              >
                <X size={16} aria-hidden="true" />
              </button>
            ) : null}
          </label>
        </form>
      </search>
      <button
        type="button"
        onClick={() => onOpenChange(false)}
        className="shrink-0 rounded-lg px-2 py-2 text-sm font-semibold text-brand hover:bg-slate-100"
      >
        {t('common.close')}
      </button>
    </div>
  );

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="top"
      title={t('shell.search.title')}
      header={header}
      closeLabel={t('common.close')}
    >
      <div className="mx-auto max-w-3xl px-6 pb-5">
        {term.length < SEARCH_MIN_CHARS ? (
          <p id={helpId} className="text-sm text-slate-500">
            {t('shell.search.minChars', { count: SEARCH_MIN_CHARS })}
          </p>
        ) : null}
      </div>
    </Drawer>
  );
}

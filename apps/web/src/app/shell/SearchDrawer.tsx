import type { TSearchResultLine } from '@restock/domain/contracts/product';
import { SEARCH_MIN_CHARS } from '@restock/domain/rules/product-list';
import { Mic, ScanBarcode, Search, X } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Drawer } from '../../components/ui/drawer';
import { Spinner } from '../../components/ui/spinner';
import { searchLineTarget, useGlobalSearch } from '../../features/catalogue/search/api';
import { CategoryTiles } from '../../features/catalogue/search/CategoryTiles';
import { optionId, orderResultLines, SearchResults } from '../../features/catalogue/search/SearchResults';
import { useDebouncedValue } from '../../features/catalogue/search/use-debounced-value';
import { speechRecognition } from '../../features/catalogue/search/voice/speech';
import { errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { notify } from '../../lib/notify';
import { retryImport } from '../../lib/retry-import';
import { FocModeSwitch } from '../../ordering/foc/FocModeSwitch';

/** The text search waits this long after the last key (spec: search from 3 characters). */
const SEARCH_DEBOUNCE_MS = 250;
/** The field takes focus this long after the sheet opens (spec: search focus delay 0.5 s). */
const FOCUS_DELAY_MS = 500;

// The modals load only when opened: the camera decoder and speech code stay out of the shell.
const BarcodeDialog = lazy(
  retryImport(() => import('../../features/catalogue/search/barcode/BarcodeDialog')),
);
const VoiceSearchDialog = lazy(
  retryImport(() => import('../../features/catalogue/search/voice/VoiceSearchDialog')),
);

const toolButton =
  'flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand';

/**
 * The search sheet: under 3 characters the category tiles, from 3 characters the matching
 * categories, sub-categories, brands and products (a combobox: arrow keys and Enter, or tap), a
 * voice search modal and, when the client enables it, the barcode modal.
 */
export function SearchDrawer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useAppConfig();
  const barcodeEnabled = config.data?.settings.flags.isEnableBarCodeScanner ?? false;
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [voiceOpen, setVoiceOpen] = useState(false);
  const [barcodeOpen, setBarcodeOpen] = useState(false);
  // A modal's code loads on its first opening and then stays (closing restores focus properly).
  const [loaded, setLoaded] = useState({ voice: false, barcode: false });
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const listId = useId();
  const term = text.trim();
  const searching = term.length >= SEARCH_MIN_CHARS;
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useGlobalSearch(searching && debounced.length >= SEARCH_MIN_CHARS ? debounced : '');
  const lines = useMemo(
    () => (searching && search.data ? orderResultLines(search.data) : []),
    [searching, search.data],
  );
  const settling = searching && (debounced !== term || search.isFetching);

  // A new list starts with no active option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the lines change.
  useEffect(() => setActiveIndex(-1), [lines]);

  useEffect(() => {
    if (!open) {
      setVoiceOpen(false);
      setBarcodeOpen(false);
      return;
    }
    const timer = setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const choose = (line: TSearchResultLine) => {
    // Replace: the sheet's own history entry becomes the new page, so back does not reopen it.
    void navigate(searchLineTarget(line), { replace: true });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (lines.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActiveIndex((i) => (i + 1) % lines.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActiveIndex((i) => (i <= 0 ? lines.length - 1 : i - 1));
    } else if (e.key === 'Home' && activeIndex >= 0) {
      e.preventDefault();
      setActiveIndex(0);
    } else if (e.key === 'End' && activeIndex >= 0) {
      e.preventDefault();
      setActiveIndex(lines.length - 1);
    } else if (e.key === 'Enter' && activeIndex >= 0) {
      e.preventDefault();
      const line = lines[activeIndex];
      if (line) choose(line);
    }
  };

  const openVoice = () => {
    if (!speechRecognition()) {
      notify.error(t('search.voice.browserVoiceSearchNotSupport'));
      return;
    }
    setLoaded((l) => ({ ...l, voice: true }));
    setVoiceOpen(true);
  };

  const expanded = searching && lines.length > 0;
  const header = (
    <div className="mx-auto flex max-w-3xl items-center gap-2 px-3 py-3">
      <search className="min-w-0 flex-1">
        <form onSubmit={(e) => e.preventDefault()}>
          <div className="flex h-12 items-center gap-1 rounded-full border border-slate-300 bg-white pr-1.5 pl-4 focus-within:border-brand focus-within:ring-2 focus-within:ring-brand">
            <label className="flex min-w-0 flex-1 items-center gap-2">
              {settling ? (
                <span className="shrink-0 text-brand">
                  <Spinner size={20} />
                </span>
              ) : (
                <Search size={20} aria-hidden="true" className="shrink-0 text-brand" />
              )}
              <span className="sr-only">{t('shell.search.label')}</span>
              <input
                ref={inputRef}
                type="search"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={expanded ? listId : undefined}
                aria-activedescendant={
                  expanded && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined
                }
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={onKeyDown}
                placeholder={t('shell.search.placeholder')}
                aria-describedby={searching ? undefined : helpId}
                enterKeyHint="search"
                autoComplete="off"
                maxLength={100}
                className="h-full w-full min-w-0 bg-transparent text-base text-slate-900 outline-none [&::-webkit-search-cancel-button]:hidden"
              />
            </label>
            {text ? (
              <button
                type="button"
                onClick={() => {
                  setText('');
                  inputRef.current?.focus();
                }}
                aria-label={t('shell.search.clear')}
                className={toolButton}
              >
                <X size={18} aria-hidden="true" />
              </button>
            ) : null}
            <span aria-hidden="true" className="mx-0.5 h-6 w-px shrink-0 bg-slate-200" />
            <button
              type="button"
              onClick={openVoice}
              aria-label={t('search.voice.open')}
              className={toolButton}
            >
              <Mic size={19} aria-hidden="true" />
            </button>
            {barcodeEnabled ? (
              <button
                type="button"
                onClick={() => {
                  setLoaded((l) => ({ ...l, barcode: true }));
                  setBarcodeOpen(true);
                }}
                aria-label={t('search.barcode.open')}
                className={toolButton}
              >
                <ScanBarcode size={19} aria-hidden="true" />
              </button>
            ) : null}
          </div>
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

  let status = '';
  if (searching && !settling) {
    if (search.isError) status = errorMessage(search.error, t);
    else if (search.isSuccess) status = t('search.results.count', { count: lines.length });
  }

  return (
    <>
      <Drawer
        open={open}
        onOpenChange={onOpenChange}
        side="top"
        title={t('shell.search.title')}
        header={header}
        closeLabel={t('common.close')}
      >
        <div className="mx-auto max-w-3xl px-3 pb-5 sm:px-4">
          <p role="status" className="sr-only">
            {status}
          </p>
          {/* Regular or free of charge (FOC) products: the search follows the mode (decision 056). */}
          <FocModeSwitch className="mb-3 px-3" />
          {!searching ? (
            <div className="px-3">
              <p id={helpId} className="text-sm text-slate-500">
                {t('shell.search.minChars', { count: SEARCH_MIN_CHARS })}
              </p>
              <CategoryTiles />
            </div>
          ) : search.isError && lines.length === 0 ? (
            <div className="px-3 py-6 text-center">
              <p className="text-sm text-slate-700">{errorMessage(search.error, t)}</p>
              <button
                type="button"
                onClick={() => void search.refetch()}
                className="mt-2 text-sm font-semibold text-brand hover:underline"
              >
                {t('common.retry')}
              </button>
            </div>
          ) : lines.length > 0 ? (
            <SearchResults
              listId={listId}
              label={t('search.results.label')}
              lines={lines}
              term={debounced}
              activeIndex={activeIndex}
              onActivate={setActiveIndex}
              onChoose={choose}
            />
          ) : search.isSuccess && !settling ? (
            <div className="px-3 py-8 text-center" data-testid="search-empty">
              <p className="font-semibold text-slate-900">{t('search.results.emptyTitle', { term })}</p>
              <p className="mt-1 text-sm text-slate-600">{t('search.results.emptyBody')}</p>
            </div>
          ) : (
            <p className="px-3 py-6 text-center text-sm text-slate-500">{t('search.results.searching')}</p>
          )}
        </div>
      </Drawer>
      {loaded.voice ? (
        <Suspense fallback={null}>
          <VoiceSearchDialog
            open={voiceOpen}
            onOpenChange={setVoiceOpen}
            onTranscript={(words) => setText(words)}
          />
        </Suspense>
      ) : null}
      {loaded.barcode && barcodeEnabled ? (
        <Suspense fallback={null}>
          <BarcodeDialog open={barcodeOpen} onOpenChange={setBarcodeOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

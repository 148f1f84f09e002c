import type { TSearchResultLine } from '@restock/domain/contracts/product';
import { ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Result groups in the order the sheet lists them. */
export const GROUP_ORDER = ['CAT', 'SUCAT', 'BR', 'SKU'] as const;
type GroupCode = (typeof GROUP_ORDER)[number];

/** The lines in display order (grouped by type, the server's best-match order inside a group). */
export function orderResultLines(lines: readonly TSearchResultLine[]): TSearchResultLine[] {
  return GROUP_ORDER.flatMap((code) => lines.filter((l) => l.Code === code));
}

export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** The typed text marked inside a name (every occurrence, ignoring case). */
function highlight(name: string, term: string): ReactNode {
  const needle = term.trim().toLowerCase();
  if (needle.length === 0) return name;
  const parts: ReactNode[] = [];
  const lower = name.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push(name.slice(from, at));
    parts.push(
      <mark key={at} className="rounded-sm bg-transparent font-bold text-slate-900">
        {name.slice(at, at + needle.length)}
      </mark>,
    );
    from = at + needle.length;
  }
  if (from < name.length) parts.push(name.slice(from));
  return parts;
}

export interface SearchResultsProps {
  listId: string;
  label: string;
  /** Lines already in display order (orderResultLines). */
  lines: readonly TSearchResultLine[];
  term: string;
  activeIndex: number;
  onActivate(index: number): void;
  onChoose(line: TSearchResultLine): void;
}

/**
 * The listbox of a combobox: the search field keeps focus and points at the active option with
 * aria-activedescendant; arrow keys move, Enter opens, a click or tap opens too.
 */
export function SearchResults({
  listId,
  label,
  lines,
  term,
  activeIndex,
  onActivate,
  onChoose,
}: SearchResultsProps) {
  const { t } = useTranslation();

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listId]);

  let index = -1;
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={label}
      className="flex flex-col gap-4"
      data-testid="search-results"
    >
      {GROUP_ORDER.map((code: GroupCode) => {
        const group = lines.filter((l) => l.Code === code);
        if (group.length === 0) return null;
        const headingId = `${listId}-group-${code}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an option group inside a listbox (ARIA listbox pattern).
          <div key={code} role="group" aria-labelledby={headingId}>
            <div
              id={headingId}
              role="presentation"
              className="mb-1 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              {t(`search.groups.${code}`)}
            </div>
            {group.map((line) => {
              index += 1;
              const i = index;
              const active = i === activeIndex;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users choose with Enter in the search field (aria-activedescendant).
                <div
                  key={`${line.Code}-${line.Id}`}
                  id={optionId(listId, i)}
                  role="option"
                  aria-selected={active}
                  data-code={line.Code}
                  tabIndex={-1}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => {
                    if (!active) onActivate(i);
                  }}
                  onClick={() => onChoose(line)}
                  className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-1.5 ${active ? 'bg-brand-210 ring-1 ring-brand/40' : 'hover:bg-slate-50'}`}
                >
                  <img
                    src={line.ImageUrl}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    decoding="async"
                    className={`size-10 shrink-0 bg-slate-100 object-cover ${line.Code === 'SKU' ? 'rounded-lg' : 'rounded-full'}`}
                  />
                  <span className="line-clamp-2 min-w-0 flex-1 text-sm leading-snug text-slate-700">
                    {highlight(line.Name, term)}
                  </span>
                  <ChevronRight size={16} aria-hidden="true" className="shrink-0 text-slate-400" />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

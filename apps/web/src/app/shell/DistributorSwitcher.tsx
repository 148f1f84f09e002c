import type { TDistributor } from '@restock/domain/contracts/distributor';
import { ArrowLeftRight, Building2, ChevronDown, MapPin, Phone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * The selected distributor in the header. It opens a panel with its details and, when the menu
 * allows distributor management, the way to switch; without that permission it is plain text.
 */
export function DistributorSwitcher({
  current,
  count,
  canManage,
  compact = false,
}: {
  current: TDistributor;
  /** How many distributors the retailer has. */
  count: number;
  canManage: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every route change.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label = (
    <>
      <Building2 size={compact ? 16 : 18} aria-hidden="true" className="shrink-0 opacity-90" />
      <span
        className={`min-w-0 text-left ${compact ? 'flex items-baseline gap-1.5' : 'flex flex-col leading-tight'}`}
      >
        <span className={compact ? 'sr-only' : 'shrink-0 text-[11px] font-medium tracking-wide uppercase'}>
          {t('shell.distributor.orderingFrom')}
        </span>
        <span className="truncate text-sm font-semibold" data-testid="header-distributor">
          {current.dName}
        </span>
      </span>
    </>
  );

  return (
    <div ref={rootRef} className={`relative min-w-0 ${compact ? 'flex-1' : ''}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`flex max-w-full min-w-0 items-center gap-2 rounded-lg text-white hover:bg-black/15 ${compact ? 'px-1.5 py-1' : 'px-2.5 py-1.5'}`}
      >
        {label}
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute top-full left-0 z-40 mt-2 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl"
        >
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('shell.distributor.orderingFrom')}
          </p>
          <p className="mt-1 font-semibold">{current.dName}</p>
          {current.address ? (
            <p className="mt-2 flex gap-2 text-sm text-slate-600">
              <MapPin size={15} aria-hidden="true" className="mt-0.5 shrink-0" />
              {current.address}
            </p>
          ) : null}
          {current.phone ? (
            <p className="mt-1.5 flex gap-2 text-sm text-slate-600">
              <Phone size={15} aria-hidden="true" className="mt-0.5 shrink-0" />
              <a
                className="font-medium text-brand hover:underline"
                href={`tel:${current.phone.replace(/[^\d+]/g, '')}`}
              >
                {current.phone}
              </a>
            </p>
          ) : null}
          {canManage ? (
            <Link
              to="/ivy/manageDistributors"
              className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-brand px-3 py-2.5 text-sm font-semibold text-white hover:brightness-90"
            >
              <ArrowLeftRight size={16} aria-hidden="true" />
              {count > 1 ? t('shell.distributor.switch', { count }) : t('shell.distributor.manage')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

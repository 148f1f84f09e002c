import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';

/**
 * A category as a tile that opens its products: picture, name and, when given, a count line.
 * `look`: `card` (a raised card, the home page) or `plain` (flat, the search sheet).
 */
export function CategoryTile({
  id,
  name,
  imageUrl,
  count,
  countTestId,
  replace = false,
  look,
}: {
  id: number;
  name: string;
  imageUrl: string;
  count?: string;
  countTestId?: string;
  replace?: boolean;
  look: 'card' | 'plain';
}) {
  const card = look === 'card';
  return (
    <Link
      to={`/ivy/products/${id}`}
      replace={replace}
      className={
        card
          ? 'group flex h-full flex-col items-center rounded-2xl bg-white p-2 text-center shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand sm:p-3'
          : 'group flex flex-col items-center gap-1.5 rounded-2xl p-1.5 text-center hover:bg-slate-50'
      }
    >
      <img
        src={imageUrl}
        alt=""
        width={200}
        height={200}
        loading="lazy"
        decoding="async"
        className={
          card
            ? 'aspect-square w-full max-w-32 rounded-xl object-cover'
            : 'aspect-square w-full rounded-2xl bg-slate-100 object-cover ring-1 ring-black/5 transition group-hover:ring-brand'
        }
      />
      <span
        className={
          card
            ? 'mt-2 line-clamp-2 text-sm leading-tight font-semibold text-slate-900'
            : 'line-clamp-2 text-xs font-medium text-slate-800 sm:text-sm'
        }
      >
        {name}
      </span>
      {count === undefined ? null : (
        <span
          className={card ? 'mt-0.5 text-xs text-slate-500' : 'text-xs text-slate-500'}
          data-testid={countTestId}
        >
          {count}
        </span>
      )}
    </Link>
  );
}

/** Six placeholders where the category tiles will be (home's `card` look, the search sheet's `plain`). */
export function CategoryTilesPending({ look }: { look: 'card' | 'plain' }) {
  const card = look === 'card';
  return (
    <div
      className={
        card
          ? 'grid grid-cols-3 gap-3 sm:grid-cols-6'
          : 'grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6'
      }
      aria-hidden="true"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          key={i}
          className={
            card
              ? 'aspect-[4/5] animate-pulse rounded-2xl bg-slate-200'
              : 'aspect-square animate-pulse rounded-2xl bg-slate-100'
          }
        />
      ))}
    </div>
  );
}

/** The categories could not be read: why, and Retry. */
export function CategoryTilesError({
  look,
  error,
  onRetry,
}: {
  look: 'card' | 'plain';
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const card = look === 'card';
  return (
    <p
      className={
        card
          ? 'flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600'
          : 'flex flex-wrap items-center gap-2 text-sm text-slate-600'
      }
    >
      {card ? <span className="flex-1">{errorMessage(error, t)}</span> : errorMessage(error, t)}
      <button type="button" onClick={onRetry} className="font-semibold text-brand hover:underline">
        {t('common.retry')}
      </button>
    </p>
  );
}

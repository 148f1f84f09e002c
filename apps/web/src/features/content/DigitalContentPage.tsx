import type { TMediaItem } from '@restock/domain/contracts/content';
import { MEDIA_KINDS, type MediaKind, opensInBrowser } from '@restock/domain/rules/content';
import { Download, ExternalLink, FileText, Film, ImageIcon, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState, ErrorPanel, ListFooter, ProductGridSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { displayInstantDate } from '../../lib/format';
import { useDigitalContent, useDigitalContentItem } from './api';

const KIND_ICON = { image: ImageIcon, video: Film, document: FileText } as const;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function MediaCard({ item, onOpen }: { item: TMediaItem; onOpen(): void }) {
  const { t } = useTranslation();
  const Icon = KIND_ICON[item.Kind];
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="group flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
        data-testid="media-card"
        data-type={item.FileType}
      >
        <span className="relative block aspect-[4/3] bg-slate-100">
          {item.Thumbnail ? (
            <img
              src={item.Thumbnail}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <Icon size={40} aria-hidden="true" className="absolute inset-0 m-auto text-slate-400" />
          )}
          {item.Kind === 'video' ? (
            <span className="absolute inset-0 m-auto flex size-12 items-center justify-center rounded-full bg-black/60 text-white">
              <Play size={22} aria-hidden="true" />
            </span>
          ) : null}
          <span className="absolute top-2 left-2 rounded bg-white/90 px-1.5 py-0.5 text-[11px] font-bold uppercase text-slate-700">
            {item.FileType}
          </span>
        </span>
        <span className="flex flex-1 flex-col p-3">
          <span className="line-clamp-2 font-semibold text-slate-900">{item.Title}</span>
          <span className="mt-auto pt-1 text-xs text-slate-500">
            {t(`content.media.kind.${item.Kind}`)} · {displayInstantDate(item.CreatedOn)}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The viewer: a picture or a video in place, a document opened in a new tab or downloaded. */
function MediaViewer({ item }: { item: TMediaItem }) {
  const { t } = useTranslation();
  const inBrowser = opensInBrowser(item.FileType);
  const showsInPlace = inBrowser && item.Kind !== 'document';
  return (
    <div data-testid="media-viewer" data-type={item.FileType}>
      {showsInPlace && item.Kind === 'image' ? (
        <img
          src={item.FileUrl}
          alt={item.Title}
          className="max-h-[60vh] w-full rounded-lg bg-slate-100 object-contain"
          data-testid="media-image"
        />
      ) : showsInPlace && item.Kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: the client's videos come without captions.
        <video
          src={item.FileUrl}
          controls
          playsInline
          preload="metadata"
          poster={item.Thumbnail || undefined}
          className="max-h-[60vh] w-full rounded-lg bg-black"
          data-testid="media-video"
        />
      ) : item.Thumbnail ? (
        <img
          src={item.Thumbnail}
          alt=""
          className="mx-auto max-h-64 rounded-lg border border-slate-200 object-contain"
        />
      ) : null}
      {item.Description ? <p className="mt-3 text-sm text-slate-700">{item.Description}</p> : null}
      <p className="mt-2 text-xs text-slate-500">
        {item.FileName} · {formatSize(item.Size)} · {displayInstantDate(item.CreatedOn)}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {inBrowser ? (
          <a
            href={item.FileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:brightness-90"
            data-testid="media-open"
          >
            <ExternalLink size={16} aria-hidden="true" />
            {t('content.media.open')}
          </a>
        ) : null}
        <a
          href={item.FileUrl}
          download={item.FileName}
          className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold ${
            inBrowser
              ? 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              : 'bg-brand text-white hover:brightness-90'
          }`}
          data-testid="media-download"
        >
          <Download size={16} aria-hidden="true" />
          {t('content.media.download')}
        </a>
      </div>
    </div>
  );
}

/** Route digitalContent/:contentId?: the client's media as a grid, a kind filter, and a viewer. */
export default function DigitalContentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contentId } = useParams();
  const [kind, setKind] = useState<MediaKind | ''>('');
  const list = useDigitalContent(kind);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const openId = contentId && /^\d{1,9}$/.test(contentId) ? Number(contentId) : null;
  const listed = items.find((i) => i.Id === openId);
  const fetched = useDigitalContentItem(openId !== null && !listed ? openId : null);
  const open = listed ?? fetched.data ?? null;
  const close = () => navigate('/ivy/digitalContent', { replace: true });

  const chips: Array<MediaKind | ''> = ['', ...MEDIA_KINDS];
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('content.media.title')} description={t('content.media.description')} />
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">{t('content.media.filter')}</legend>
        {chips.map((k) => (
          <button
            key={k || 'all'}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
            className={`min-h-10 rounded-full border px-4 text-sm font-semibold ${
              kind === k
                ? 'border-brand bg-brand text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
            data-testid={`media-filter-${k || 'all'}`}
          >
            {k ? t(`content.media.kinds.${k}`) : t('content.media.kinds.all')}
          </button>
        ))}
      </fieldset>
      {list.isPending ? (
        <ProductGridSkeleton count={6} />
      ) : list.isError && items.length === 0 ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={KIND_ICON[kind || 'image']}
          title={t('content.media.empty.title')}
          body={t('content.media.empty.body')}
          look="page"
          testId="media-empty"
        />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="media-grid">
            {items.map((item) => (
              <MediaCard
                key={item.Id}
                item={item}
                onOpen={() => navigate(`/ivy/digitalContent/${item.Id}`)}
              />
            ))}
          </ul>
          <ListFooter
            list={list}
            moreLabel={t('content.media.showMore')}
            shownText={t('content.media.shown', { count: items.length, total })}
          />
        </>
      )}
      <Dialog
        open={openId !== null && open !== null}
        onOpenChange={(o) => {
          if (!o) close();
        }}
        title={open?.Title ?? ''}
        closeLabel={t('common.close')}
      >
        {open ? <MediaViewer item={open} /> : null}
      </Dialog>
      {openId !== null && fetched.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('content.media.notFound')}
        </p>
      ) : null}
    </div>
  );
}

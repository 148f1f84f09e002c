import type { TStoreBanner } from '@restock/domain/contracts/store';
import { COMPLAINT_IMAGE_MAX_BYTES } from '@restock/domain/rules/complaint';
import { STORE_MEDIA_TITLE_MAX, type StoreMediaKind } from '@restock/domain/rules/store';
import { Image as ImageIcon, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState, ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { ApiError, errorMessage } from '../../lib/api';
import { displayInstantDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useProtectedImage } from '../../lib/protected-image';
import {
  BANNERS_PAGE_SIZE,
  useAddStoreBanner,
  useDeleteStoreBanner,
  useSetStoreBannerActive,
  useStoreBanners,
} from './api';
import { Pager } from './StoreBits';

const ACCEPTED = ['image/png', 'image/jpeg'];
const newKey = () => `sb-${crypto.randomUUID()}`;

/** The server's refusal keys (its Msg starts with one) that have a text of their own. */
const REFUSALS = /^(complaintImage\w+|storeMediaLimit|storeBannerImageRequired)/;

/** What is wrong with a chosen file before sending it: its type or its size (the server checks content). */
function fileProblem(file: File | null): 'fileMissing' | 'fileType' | 'fileSize' | null {
  if (!file) return 'fileMissing';
  if (!ACCEPTED.includes(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) return 'fileType';
  if (file.size > COMPLAINT_IMAGE_MAX_BYTES) return 'fileSize';
  return null;
}

function UploadForm({ kind }: { kind: StoreMediaKind }) {
  const { t } = useTranslation();
  const add = useAddStoreBanner();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const key = useRef(newKey());
  const input = useRef<HTMLInputElement>(null);
  const titleError = title.trim() ? null : 'required';
  const problem = fileProblem(file);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setRefusal(null);
    if (titleError || problem || !file) return;
    add.mutate(
      { kind, title: title.trim(), file, key: key.current },
      {
        onSuccess: () => {
          notify.success(t(`store.media.${kind}.saved`));
          setTitle('');
          setFile(null);
          setTried(false);
          key.current = newKey();
          if (input.current) input.current.value = '';
        },
        onError: (err) => {
          const refused = err instanceof ApiError ? REFUSALS.exec(err.message)?.[1] : undefined;
          if (refused) setRefusal(t(`store.media.refusals.${refused}`));
          else notify.error(errorMessage(err, t));
          // The server answered: the next try is another request. A lost answer keeps the key, so
          // its retry answers the row the server may have made.
          if (err instanceof ApiError && err.code !== 'NETWORK') key.current = newKey();
        },
      },
    );
  };
  const fileMessage = refusal ?? (tried && problem ? t(`store.media.${problem}`) : undefined);
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
      data-testid="banner-form"
    >
      <TextField
        label={t('store.media.title')}
        value={title}
        maxLength={STORE_MEDIA_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        error={tried && titleError ? t('store.form.required') : undefined}
        data-testid="banner-title"
      />
      <div>
        <label htmlFor={`banner-file-${kind}`} className="mb-1 block text-sm font-medium text-slate-700">
          {t('store.media.picture')}
        </label>
        <input
          ref={input}
          id={`banner-file-${kind}`}
          type="file"
          accept="image/png,image/jpeg"
          data-testid="banner-file"
          aria-invalid={fileMessage ? true : undefined}
          aria-describedby={`banner-file-${kind}-msg`}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setRefusal(null);
          }}
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-240 file:px-3 file:py-1.5 file:font-semibold file:text-brand"
        />
        <p
          id={`banner-file-${kind}-msg`}
          role={fileMessage ? 'alert' : undefined}
          className={`mt-1 text-sm ${fileMessage ? 'text-red-600' : 'text-slate-500'}`}
          data-testid={fileMessage ? 'banner-file-error' : undefined}
        >
          {fileMessage ?? t(`store.media.${kind}.hint`)}
        </p>
      </div>
      <Button type="submit" className="sm:col-span-2" loading={add.isPending} data-testid="banner-save">
        {t(`store.media.${kind}.add`)}
      </Button>
    </form>
  );
}

function Picture({ url, alt, className }: { url: string; alt: string; className: string }) {
  const src = useProtectedImage(url);
  return src ? (
    <img src={src} alt={alt} className={className} />
  ) : (
    <span aria-hidden="true" className={`${className} block animate-pulse bg-slate-200`} />
  );
}

function MediaCard({ item, onOpen, onDelete }: { item: TStoreBanner; onOpen(): void; onDelete(): void }) {
  const { t } = useTranslation();
  const active = useSetStoreBannerActive();
  // The switch shows the asked state in the same frame as the tap (the mutation's own state arrives
  // a tick later, and a controlled checkbox would flick back meanwhile), then the answer's until the
  // list is read again; a refusal puts it back.
  const [asked, setAsked] = useState<boolean | null>(null);
  const on = asked ?? (active.isSuccess ? active.data.Active : item.Active);
  const wide = item.Kind === 'Banner';
  return (
    <li
      data-testid="banner-row"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('store.media.open', { title: item.Title })}
        className="block focus-visible:outline-2 focus-visible:outline-brand"
      >
        {/* A banner shows its whole picture cropped to a wide strip; an image its square thumbnail. */}
        <Picture
          url={wide ? item.Url : item.ThumbnailUrl}
          alt=""
          className={`w-full object-cover ${wide ? 'aspect-[3/1]' : 'aspect-square'} ${on ? '' : 'opacity-50 grayscale'}`}
        />
      </button>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="line-clamp-2 font-semibold break-words text-slate-900" data-testid="banner-title-text">
          {item.Title}
        </p>
        <p className="text-xs text-slate-600">{displayInstantDate(item.CreatedOn)}</p>
        <div className="mt-auto flex items-center justify-between gap-2">
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-5 accent-brand"
              checked={on}
              disabled={active.isPending}
              data-testid="banner-active"
              onChange={(e) => {
                setAsked(e.target.checked);
                active.mutate(
                  { Id: item.Id, Active: e.target.checked },
                  {
                    onError: (err) => notify.error(errorMessage(err, t)),
                    onSettled: () => setAsked(null),
                  },
                );
              }}
            />
            {t('store.media.active')}
          </label>
          <button
            type="button"
            onClick={onDelete}
            aria-label={t('store.media.delete', { title: item.Title })}
            data-testid="banner-delete"
            className="flex size-11 items-center justify-center rounded-full text-red-600 hover:bg-red-50"
          >
            <Trash2 size={20} aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}

function MediaDetail({ item, onClose }: { item: TStoreBanner | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item?.Title ?? ''}
      closeLabel={t('common.close')}
    >
      {item ? (
        <div data-testid="banner-detail">
          <Picture
            url={item.Url}
            alt={item.Title}
            className="max-h-[60dvh] w-full rounded-lg object-contain"
          />
          <p className="mt-3 text-sm text-slate-600">
            {t('store.media.details', {
              date: displayInstantDate(item.CreatedOn),
              width: item.Width,
              height: item.Height,
            })}
          </p>
          <p className="text-sm text-slate-600">
            {item.Active ? t('store.media.shown') : t('store.media.hidden')}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}

/** Routes storeBanners and storeImages: the upload form, the pictures with their titles and dates. */
export default function StoreMediaPage({ kind }: { kind: StoreMediaKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useStoreBanners(kind, page);
  const remove = useDeleteStoreBanner();
  const [open, setOpen] = useState<TStoreBanner | null>(null);
  const [deleting, setDeleting] = useState<TStoreBanner | null>(null);
  const pages = list.data ? Math.ceil(list.data.total / BANNERS_PAGE_SIZE) : 0;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={t(`store.sections.${kind === 'Banner' ? 'storeBanners' : 'storeImages'}`)}
        description={t(`store.media.${kind}.description`)}
        back={{ to: '/ivy/storeDashboard', label: t('store.dashboard.title') }}
      />
      <UploadForm kind={kind} />
      {list.isPending ? (
        <ListSkeleton rows={2} height="h-40" />
      ) : list.isError ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={ImageIcon}
          title={t(`store.media.${kind}.none`)}
          body=""
          look="page"
          testId="banners-empty"
        />
      ) : (
        <ul
          className={`grid gap-3 ${kind === 'Banner' ? 'md:grid-cols-2' : 'grid-cols-2 md:grid-cols-4'}`}
          data-testid="banner-list"
        >
          {list.data.items.map((item) => (
            <MediaCard
              key={item.Id}
              item={item}
              onOpen={() => setOpen(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
      <MediaDetail item={open} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        title={t('store.media.deleteTitle')}
        description={t('store.media.deleteBody', { title: deleting?.Title ?? '' })}
        confirmLabel={t('store.media.deleteConfirm')}
        confirmTestId="banner-delete-yes"
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { Id: deleting.Id },
            {
              onSuccess: () => {
                notify.success(t('store.media.deleted'));
                setDeleting(null);
                // The last picture of a later page gone: show the page before.
                if (list.data && list.data.items.length === 1 && page > 1) setPage(page - 1);
              },
              onError: (err) => {
                notify.error(errorMessage(err, t));
                setDeleting(null);
              },
            },
          );
        }}
      />
    </div>
  );
}

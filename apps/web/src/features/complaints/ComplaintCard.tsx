import type { TComplaint, TComplaintImage } from '@restock/domain/contracts/complaint';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { displayApiDate, displayInstantDate } from '../../lib/format';
import { useProtectedImage } from '../../lib/protected-image';

/** A picture fetched with the session (only its owner may read it). */
function ProtectedImage({ url, alt, className }: { url: string; alt: string; className: string }) {
  const src = useProtectedImage(url);
  if (!src)
    return (
      <span className={`flex items-center justify-center bg-slate-100 text-slate-400 ${className}`}>
        <ImageOff size={18} aria-hidden="true" />
      </span>
    );
  return <img src={src} alt={alt} className={`object-cover ${className}`} />;
}

function Field({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : ''}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{value || '—'}</dd>
    </div>
  );
}

/** One complaint with every field the spec lists, and its pictures as thumbnails that open large. */
export function ComplaintCard({ complaint: c }: { complaint: TComplaint }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TComplaintImage | null>(null);
  const invoice = [c.InvoiceNo, displayApiDate(c.InvoiceDate)].filter(Boolean).join(' · ');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="complaint-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">{t('complaints.fields.referenceNo')}</p>
          <p className="font-semibold text-slate-900" data-testid="complaint-ref">
            {c.ReferenceNo}
          </p>
        </div>
        <p className="text-sm text-slate-600">{displayInstantDate(c.ComplaintDate)}</p>
      </div>
      <p className="mt-2 font-medium text-slate-900" data-testid="complaint-sku">
        {c.SkuName}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
        <Field label={t('complaints.fields.type')} value={c.Type} />
        <Field label={t('complaints.fields.reason')} value={c.Reason} />
        <Field label={t('complaints.fields.consumerName')} value={c.ConsumerName} />
        <Field label={t('complaints.fields.contactNo')} value={c.ContactNo} />
        <Field label={t('complaints.fields.invoice')} value={invoice} wide />
        <Field
          label={t('complaints.fields.disposalMethod')}
          value={c.DisposalMethod || t('complaints.notGiven')}
        />
        <Field label={t('complaints.fields.returnTo')} value={c.ReturnTo || t('complaints.notGiven')} />
        <Field label={t('complaints.fields.remarks')} value={c.Remarks} wide />
      </dl>
      {c.Images.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('complaints.fields.images')}>
          {c.Images.map((img, i) => (
            <li key={img.ImageId}>
              <button
                type="button"
                onClick={() => setOpen(img)}
                className="block overflow-hidden rounded-lg border border-slate-200 focus-visible:ring-2 focus-visible:ring-brand"
                aria-label={t('complaints.openPicture', { n: i + 1 })}
              >
                <ProtectedImage
                  url={img.ThumbnailUrl}
                  alt={t('complaints.pictureAlt', { n: i + 1, ref: c.ReferenceNo })}
                  className="size-16"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={open !== null}
        onOpenChange={(o) => (o ? undefined : setOpen(null))}
        title={c.ReferenceNo}
        closeLabel={t('common.close')}
      >
        {open ? (
          <ProtectedImage
            url={open.Url}
            alt={t('complaints.pictureAlt', { n: c.Images.indexOf(open) + 1, ref: c.ReferenceNo })}
            className="h-auto w-full rounded-lg"
          />
        ) : null}
      </Dialog>
    </li>
  );
}

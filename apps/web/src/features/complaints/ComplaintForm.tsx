import type { TComplaintLov } from '@restock/domain/contracts/complaint';
import {
  COMPLAINT_CONSUMER_MAX,
  COMPLAINT_INVOICE_MAX,
  COMPLAINT_REMARKS_MAX,
} from '@restock/domain/rules/complaint';
import { Camera, ImagePlus, Search, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/history-filter/DateField';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useProductSearch } from './api';
import { type ComplaintFields, useComplaintForm } from './use-complaint-form';

const inputClass =
  'min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 outline-none focus:ring-2 focus:ring-brand';

function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-msg`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function LovSelect({
  label,
  options,
  value,
  onChange,
  error,
  placeholder,
  testId,
}: {
  label: string;
  options: TComplaintLov[];
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  placeholder: string;
  testId: string;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-msg` : undefined}
        className={`${inputClass} ${error ? 'border-red-500' : 'border-slate-300'}`}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.Id} value={String(o.Id)}>
            {o.Name}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** The product picker: the catalogue's search from 3 characters, then the chosen product. */
function ProductPicker({
  value,
  onChange,
  error,
}: {
  value: ComplaintFields['product'];
  onChange(product: ComplaintFields['product']): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const search = useProductSearch(text);
  if (value) {
    return (
      <Labelled id={id} label={t('complaints.fields.product')}>
        <div className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3">
          <span
            id={id}
            className="flex-1 truncate text-sm font-medium text-slate-900"
            data-testid="complaint-product"
          >
            {value.name}
          </span>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded-full p-1 text-slate-500 hover:bg-slate-200"
            aria-label={t('complaints.changeProduct')}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      </Labelled>
    );
  }
  const results = text.trim().length >= 3 ? (search.data ?? []) : [];
  return (
    <Labelled id={id} label={t('complaints.fields.product')} error={error}>
      <div
        className={`flex items-center rounded-lg border bg-white ${error ? 'border-red-500' : 'border-slate-300'}`}
      >
        <Search size={16} aria-hidden="true" className="ml-3 text-slate-400" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('complaints.productSearch')}
          className="min-h-11 w-full rounded-lg bg-transparent px-2 text-base outline-none"
          aria-invalid={error ? true : undefined}
          data-testid="complaint-product-search"
          autoComplete="off"
        />
      </div>
      {results.length > 0 ? (
        <ul className="mt-1 max-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          {results.map((p) => (
            <li key={p.ProductId}>
              <button
                type="button"
                onClick={() => onChange({ id: p.ProductId, name: p.ProductName })}
                className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-50"
                data-testid="complaint-product-option"
              >
                <span className="block font-medium text-slate-900">{p.ProductName}</span>
                <span className="block text-xs text-slate-500">{p.ProductCode}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : text.trim().length >= 3 && search.isSuccess ? (
        <p className="mt-1 text-sm text-slate-500">{t('complaints.noProducts')}</p>
      ) : null}
    </Labelled>
  );
}

/**
 * The generate-complaint form (spec: type, reason, product, invoice, consumer, remarks, pictures),
 * with the disposal method and return-to of ComplaintLovs, optional (decision 095).
 */
export function ComplaintForm({
  types,
  reasons,
  disposalMethods,
  returnTo,
  onDone,
}: {
  types: TComplaintLov[];
  reasons: TComplaintLov[];
  disposalMethods: TComplaintLov[];
  returnTo: TComplaintLov[];
  onDone(): void;
}) {
  const { t } = useTranslation();
  const form = useComplaintForm(onDone);
  const { fields, set, errors } = form;
  const remarksId = useId();
  const full = form.pictures.length >= form.limit;
  const pictureInput = (capture: boolean) => (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 focus-within:ring-2 focus-within:ring-brand hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-400">
      {capture ? <Camera size={18} aria-hidden="true" /> : <ImagePlus size={18} aria-hidden="true" />}
      {capture ? t('complaints.takePhoto') : t('complaints.choosePictures')}
      <input
        type="file"
        accept={capture ? 'image/*' : 'image/png,image/jpeg,.png,.jpg,.jpeg'}
        {...(capture ? { capture: 'environment' as const } : { multiple: true })}
        className="sr-only"
        disabled={full || form.compressing}
        data-testid={capture ? 'complaint-camera' : 'complaint-files'}
        onChange={(e) => {
          void form.addPictures(e.target.files);
          e.target.value = '';
        }}
      />
    </label>
  );

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
      data-testid="complaint-form"
    >
      <LovSelect
        label={t('complaints.fields.type')}
        options={types}
        value={fields.typeId}
        onChange={(v) => set('typeId', v)}
        error={errors.typeId}
        placeholder={t('complaints.chooseType')}
        testId="complaint-type"
      />
      <LovSelect
        label={t('complaints.fields.reason')}
        options={reasons}
        value={fields.reasonId}
        onChange={(v) => set('reasonId', v)}
        error={errors.reasonId}
        placeholder={t('complaints.chooseReason')}
        testId="complaint-reason"
      />
      <ProductPicker value={fields.product} onChange={(p) => set('product', p)} error={errors.product} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('complaints.fields.invoiceNo')}
          value={fields.invoiceNo}
          maxLength={COMPLAINT_INVOICE_MAX}
          onChange={(e) => set('invoiceNo', e.target.value)}
          error={errors.invoiceNo}
          data-testid="complaint-invoice"
        />
        <DateField
          label={t('complaints.fields.invoiceDate')}
          value={fields.invoiceDate}
          onChange={(v) => set('invoiceDate', v)}
          error={errors.invoiceDate}
          testId="complaint-invoice-date"
        />
        <TextField
          label={t('complaints.fields.consumerName')}
          value={fields.consumerName}
          maxLength={COMPLAINT_CONSUMER_MAX}
          onChange={(e) => set('consumerName', e.target.value)}
          error={errors.consumerName}
          autoComplete="off"
          data-testid="complaint-consumer"
        />
        <TextField
          label={t('complaints.fields.contactNo')}
          type="tel"
          inputMode="numeric"
          value={fields.contactNo}
          maxLength={13}
          onChange={(e) => set('contactNo', e.target.value)}
          error={errors.contactNo}
          hint={t('complaints.contactHint')}
          autoComplete="off"
        />
      </div>
      {disposalMethods.length > 0 || returnTo.length > 0 ? (
        // Bottom-aligned: a label that wraps in a long language keeps the two boxes level.
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:items-end">
          {disposalMethods.length > 0 ? (
            <LovSelect
              label={t('complaints.optionalField', { label: t('complaints.fields.disposalMethod') })}
              options={disposalMethods}
              value={fields.disposalMethodId}
              onChange={(v) => set('disposalMethodId', v)}
              error={errors.disposalMethodId}
              placeholder={t('complaints.notSaying')}
              testId="complaint-disposal"
            />
          ) : null}
          {returnTo.length > 0 ? (
            <LovSelect
              label={t('complaints.optionalField', { label: t('complaints.fields.returnTo') })}
              options={returnTo}
              value={fields.returnToId}
              onChange={(v) => set('returnToId', v)}
              error={errors.returnToId}
              placeholder={t('complaints.notSaying')}
              testId="complaint-return-to"
            />
          ) : null}
        </div>
      ) : null}
      <Labelled id={remarksId} label={t('complaints.fields.remarks')} error={errors.remarks}>
        <textarea
          id={remarksId}
          value={fields.remarks}
          maxLength={COMPLAINT_REMARKS_MAX}
          rows={3}
          onChange={(e) => set('remarks', e.target.value)}
          className={`${inputClass} py-2 ${errors.remarks ? 'border-red-500' : 'border-slate-300'}`}
          data-testid="complaint-remarks"
        />
        <p className="mt-1 text-right text-xs text-slate-500">
          {fields.remarks.length}/{COMPLAINT_REMARKS_MAX}
        </p>
      </Labelled>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t('complaints.fields.images')}{' '}
          <span className="font-normal text-slate-500">
            ({form.pictures.length}/{form.limit})
          </span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {pictureInput(true)}
          {pictureInput(false)}
        </div>
        <p className="mt-1 text-xs text-slate-500">{t('complaints.picturesHint', { max: form.limit })}</p>
        {errors.pictures ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {errors.pictures}
          </p>
        ) : null}
        {form.pictures.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="complaint-previews">
            {form.pictures.map((p, i) => (
              <li key={p.id} className="relative">
                <img
                  src={p.preview}
                  data-type={p.blob.type}
                  alt={t('complaints.previewAlt', { n: i + 1 })}
                  className="size-16 rounded-lg border border-slate-200 object-cover"
                />
                <button
                  type="button"
                  onClick={() => form.removePicture(p.id)}
                  className="absolute -top-2 -right-2 rounded-full bg-slate-800 p-1 text-white"
                  aria-label={t('complaints.removePicture', { n: i + 1 })}
                >
                  <X size={12} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <Button
        type="submit"
        block
        loading={form.busy}
        disabled={form.compressing}
        data-testid="complaint-submit"
      >
        {t('complaints.submit')}
      </Button>
    </form>
  );
}

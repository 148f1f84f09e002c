import type { TRetailerAddress } from '@restock/domain/contracts/retailer';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import {
  ADDRESS_FIELDS,
  type AddressErrors,
  type AddressField,
  type AddressValues,
  addressMessageKey,
  addressValues,
  emptyAddress,
  validateAddress,
  validateAddressField,
} from './address-form';
import { checkoutKeys, saveAddress } from './api';

const AUTOCOMPLETE: Record<AddressField, string> = {
  Address1: 'address-line1',
  Address2: 'address-line2',
  City: 'address-level2',
  State: 'address-level1',
  Zip: 'postal-code',
  Country: 'country-name',
  MobileNo: 'tel',
};

/**
 * Add or edit a delivery address. Each field is checked when it is left and all of them on save,
 * with the contract's rules and messages; the server's answer to a bad field shows the same way.
 */
export function AddressFormDialog({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The address being edited, or null to add one. */
  address: TRetailerAddress | null;
  onClose(): void;
  onSaved(address: TRetailerAddress): void;
}) {
  const { t } = useTranslation();
  const title = address ? t('checkout.address.editTitle') : t('checkout.address.addTitle');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      closeLabel={t('common.close')}
    >
      {open ? (
        <AddressForm
          key={address?.RetAddress_Id ?? 'new'}
          address={address}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Dialog>
  );
}

function AddressForm({
  address,
  onClose,
  onSaved,
}: {
  address: TRetailerAddress | null;
  onClose(): void;
  onSaved(address: TRetailerAddress): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AddressValues>(() =>
    address ? addressValues(address) : emptyAddress(),
  );
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: AddressField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const check = (field: AddressField) => {
    // An empty optional line and an untouched empty field say nothing until save.
    if (values[field] === '') return;
    const key = validateAddressField(field, values[field]);
    setErrors((e) => ({ ...e, [field]: key ?? undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = validateAddress(values, address?.RetAddress_Id);
    if (!result.ok) {
      setErrors(result.errors);
      const first = ADDRESS_FIELDS.find((f) => result.errors[f]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await saveAddress(result.request);
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses });
      notify.success(t(address ? 'checkout.address.updated' : 'checkout.address.added'));
      onSaved(saved);
    } catch (error) {
      const key = error instanceof ApiError ? addressMessageKey(error.message) : null;
      setFormError(key ? t(key) : errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  // Each field keeps room for one line of message, so a message appearing when a field is left
  // never moves the button the retailer is tapping.
  const field = (name: AddressField, options: { optional?: boolean; inputMode?: 'tel' | 'text' } = {}) => (
    <TextField
      className="min-h-[100px]"
      name={name}
      label={
        options.optional
          ? t('checkout.address.optional', { label: t(`checkout.address.fields.${name}`) })
          : t(`checkout.address.fields.${name}`)
      }
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      onBlur={(e) => {
        // Leaving for a button (save, cancel): the save checks everything anyway.
        if (!(e.relatedTarget instanceof HTMLButtonElement)) check(name);
      }}
      error={errors[name] ? t(errors[name]) : undefined}
      autoComplete={AUTOCOMPLETE[name]}
      inputMode={options.inputMode}
      required={!options.optional}
      aria-required={!options.optional}
      maxLength={name === 'Address1' || name === 'Address2' ? 255 : name === 'MobileNo' ? 20 : 100}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)}>
      {field('Address1')}
      {field('Address2', { optional: true })}
      {field('City')}
      {field('State')}
      {field('Zip')}
      {field('Country')}
      {field('MobileNo', { inputMode: 'tel' })}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={values.Default}
          onChange={(e) => setValues((v) => ({ ...v, Default: e.target.checked }))}
          className="size-5 accent-brand"
        />
        {t('checkout.address.makeDefault')}
      </label>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy} data-testid="address-save">
          {t('checkout.address.save')}
        </Button>
      </div>
    </form>
  );
}

import type { TRetailerAddress } from '@restock/domain/contracts/retailer';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin, Pencil, Phone, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { AddressFormDialog } from './AddressFormDialog';
import { addressActions, addressLines } from './address-form';
import { checkoutKeys, deleteAddress, type useAddresses } from './api';

type Actions = ReturnType<typeof addressActions>;

function AddressCard({
  address,
  actions,
  labelFor,
  onEdit,
  onDelete,
}: {
  address: TRetailerAddress;
  actions: Actions;
  /** The radio the address text labels (a tap on the text chooses it). */
  labelFor?: string;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const Text = labelFor ? 'label' : 'div';
  return (
    <div className="min-w-0 flex-1">
      <Text htmlFor={labelFor} className={`block ${labelFor ? 'cursor-pointer' : ''}`}>
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          <span className="break-words">{address.Address1}</span>
          {address.Default ? (
            <span className="rounded-full bg-brand-240 px-2 py-0.5 text-[11px] font-bold text-brand uppercase">
              {t('checkout.address.default')}
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">{addressLines(address).slice(1).join(', ')}</p>
        {address.MobileNo ? (
          <p className="mt-1 flex items-center gap-1 text-xs text-slate-500">
            <Phone size={12} aria-hidden="true" />
            {address.MobileNo}
          </p>
        ) : null}
      </Text>
      {actions.edit || actions.delete ? (
        <div className="mt-1 -ml-3 flex gap-1">
          {actions.edit ? (
            <Button variant="ghost" onClick={onEdit} className="px-3" data-testid="address-edit">
              <Pencil size={15} aria-hidden="true" />
              {t('checkout.address.edit')}
              <span className="sr-only">: {address.Address1}</span>
            </Button>
          ) : null}
          {actions.delete ? (
            <Button
              variant="ghost"
              onClick={onDelete}
              className="px-3 text-red-700 hover:bg-red-50"
              data-testid="address-delete"
            >
              <Trash2 size={15} aria-hidden="true" />
              {t('checkout.address.delete')}
              <span className="sr-only">: {address.Address1}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Step 1 of checkout: the delivery address (mandatory). deliveryAddressActions decides whether the
 * retailer may choose another address (change), add, edit and delete; without "change" only the
 * address checkout starts with is shown.
 */
export function AddressSection({
  query,
  actionsSetting,
  selectedId,
  onSelect,
  error,
}: {
  query: ReturnType<typeof useAddresses>;
  actionsSetting: readonly string[];
  selectedId: number | null;
  onSelect(id: number | null): void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const actions = addressActions(actionsSetting);
  const [editing, setEditing] = useState<TRetailerAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TRetailerAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const addresses = query.data ?? [];
  const shown = actions.change ? addresses : addresses.filter((a) => a.RetAddress_Id === selectedId);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAddress(deleting.RetAddress_Id);
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses });
      if (deleting.RetAddress_Id === selectedId) onSelect(null);
      notify.success(t('checkout.address.deleted'));
      setDeleting(null);
    } catch (err) {
      notify.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div
        className="h-24 animate-pulse rounded-xl bg-slate-100"
        role="status"
        aria-label={t('common.loading')}
      />
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        <p>{errorMessage(query.error, t)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="no-address">
        {actions.add ? t('checkout.address.none') : t('checkout.address.noneContact')}
      </p>
    );
  } else if (actions.change) {
    body = (
      <fieldset>
        <legend className="sr-only">{t('checkout.address.choose')}</legend>
        <div className="space-y-2" aria-describedby={error ? 'address-error' : undefined}>
          {shown.map((a) => {
            const checked = a.RetAddress_Id === selectedId;
            return (
              <div
                key={a.RetAddress_Id}
                className={`flex items-start gap-3 rounded-xl border p-3 transition-colors ${checked ? 'border-brand bg-brand-240/40 ring-1 ring-brand' : 'border-slate-200 bg-white'}`}
                data-testid="address-option"
              >
                <input
                  type="radio"
                  name="delivery-address"
                  id={`address-${a.RetAddress_Id}`}
                  checked={checked}
                  onChange={() => onSelect(a.RetAddress_Id)}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand"
                />
                <AddressCard
                  address={a}
                  actions={actions}
                  labelFor={`address-${a.RetAddress_Id}`}
                  onEdit={() => setEditing(a)}
                  onDelete={() => setDeleting(a)}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    );
  } else {
    body = (
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
        <MapPin size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand" />
        <AddressCard
          address={shown[0]!}
          actions={actions}
          onEdit={() => setEditing(shown[0]!)}
          onDelete={() => setDeleting(shown[0]!)}
        />
      </div>
    );
  }

  return (
    <section
      aria-labelledby="address-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-3">
        <h2 id="address-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <span
            aria-hidden="true"
            className="flex size-6 items-center justify-center rounded-full bg-brand text-xs font-bold text-white"
          >
            1
          </span>
          {t('checkout.address.title')}
        </h2>
      </div>
      {body}
      {actions.add && query.isSuccess ? (
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="mt-2 flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 text-sm font-semibold text-brand hover:border-brand hover:bg-brand-240/40"
          data-testid="address-add"
        >
          <Plus size={17} aria-hidden="true" />
          {t('checkout.address.add')}
        </button>
      ) : null}
      {error ? (
        <p id="address-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}

      <AddressFormDialog
        open={editing !== null}
        address={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          if (actions.change || selectedId === null || saved.RetAddress_Id === selectedId) {
            onSelect(saved.RetAddress_Id);
          }
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        busy={busy}
        title={t('checkout.address.deleteTitle')}
        description={deleting ? addressLines(deleting).join(', ') : ''}
        confirmLabel={t('checkout.address.delete')}
        confirmTestId="address-delete-confirm"
      />
    </section>
  );
}

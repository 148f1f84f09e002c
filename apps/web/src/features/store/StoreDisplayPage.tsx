import type { TStoreAsset } from '@restock/domain/contracts/store';
import type { StoreAssetKind } from '@restock/domain/rules/store';
import { STORE_LIMITS as L } from '@restock/domain/rules/store';
import { Pencil, Plus, Presentation } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { STORE_PAGE_SIZE, useSaveAsset, useStoreAssets } from './api';
import { nameError, requiredError } from './form-rules';
import { Card, FormButtons, Pager, Tabs, useFieldMessage } from './StoreBits';

const EMPTY = { name: '', value: '', vendor: '', type: '', reason: '', condition: '' };

const valuesOf = (a: TStoreAsset) => ({
  name: a.Name,
  value: a.Value,
  vendor: a.Vendor,
  type: a.Type,
  reason: a.Reason,
  condition: a.Condition,
});

/** Adds a display or an asset, or (given `asset`) edits that one in its place in the list. */
function AssetForm({ kind, asset, onDone }: { kind: StoreAssetKind; asset?: TStoreAsset; onDone(): void }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const save = useSaveAsset();
  const [v, setV] = useState(asset ? valuesOf(asset) : EMPTY);
  const [tried, setTried] = useState(false);
  const errors = {
    name: nameError(v.name, L.assetField),
    value: requiredError(v.value, L.assetField),
    vendor: nameError(v.vendor, L.assetField),
    type: nameError(v.type, L.assetField),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    save.mutate(
      {
        ...(asset ? { Id: asset.Id } : {}),
        Kind: kind,
        Name: v.name.trim(),
        Value: v.value.trim(),
        Vendor: v.vendor.trim(),
        Type: v.type.trim(),
        Reason: v.reason.trim(),
        Condition: v.condition.trim(),
      },
      {
        onSuccess: () => {
          notify.success(
            t(
              asset
                ? 'store.display.assetUpdated'
                : kind === 'Display'
                  ? 'store.display.displaySaved'
                  : 'store.display.assetSaved',
            ),
          );
          onDone();
        },
        onError: (err) => notify.error(errorMessage(err, t)),
      },
    );
  };
  const field = (key: keyof typeof EMPTY, max: number) => ({
    value: v[key],
    maxLength: max,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [key]: e.target.value }),
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2" data-testid="asset-form">
      <TextField
        label={t('store.display.name')}
        {...field('name', L.assetField)}
        error={tried ? message(errors.name) : undefined}
      />
      <TextField
        label={t(kind === 'Display' ? 'store.display.value' : 'store.display.serial')}
        {...field('value', L.assetField)}
        error={tried ? message(errors.value) : undefined}
      />
      <TextField
        label={t('store.display.vendor')}
        {...field('vendor', L.assetField)}
        error={tried ? message(errors.vendor) : undefined}
      />
      <TextField
        label={t('store.display.type')}
        {...field('type', L.assetField)}
        error={tried ? message(errors.type) : undefined}
      />
      <TextField label={t('store.display.reason')} {...field('reason', L.assetNote)} />
      <TextField label={t('store.display.condition')} {...field('condition', L.assetNote)} />
      <div className="sm:col-span-2">
        <FormButtons
          busy={save.isPending}
          editing={asset !== undefined}
          addLabel={t(kind === 'Display' ? 'store.display.addDisplay' : 'store.display.addAsset')}
          testId="asset"
          onCancel={onDone}
        />
      </div>
    </form>
  );
}

function AssetLine({ asset, onEdit }: { asset: TStoreAsset; onEdit(): void }) {
  const { t } = useTranslation();
  return (
    <Card testId="asset-row">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">{asset.Name}</p>
          <p className="text-sm text-slate-600">
            {`${t(asset.Kind === 'Display' ? 'store.display.value' : 'store.display.serial')}: ${asset.Value}`}
          </p>
          <p className="text-sm text-slate-600">{`${asset.Vendor} · ${asset.Type}`}</p>
          {asset.Reason || asset.Condition ? (
            <p className="text-xs text-slate-500">
              {[asset.Reason, asset.Condition].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
        <Button
          variant="secondary"
          className="shrink-0"
          aria-label={t('store.display.edit', { name: asset.Name })}
          onClick={onEdit}
          data-testid="asset-edit"
        >
          <Pencil size={16} aria-hidden="true" /> {t('store.edit')}
        </Button>
      </div>
    </Card>
  );
}

/** One tab: the list first (what the retailer comes to see), the add form behind its button. */
function AssetList({ kind }: { kind: StoreAssetKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const list = useStoreAssets(kind, page);
  const addLabel = t(kind === 'Display' ? 'store.display.addDisplay' : 'store.display.addAsset');
  return (
    <div>
      {adding ? (
        <div className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
          <AssetForm kind={kind} onDone={() => setAdding(false)} />
        </div>
      ) : (
        <Button className="mb-4" onClick={() => setAdding(true)} data-testid="asset-add">
          <Plus size={16} aria-hidden="true" /> {addLabel}
        </Button>
      )}
      {list.isPending ? (
        <ListSkeleton rows={3} height="h-20" />
      ) : list.isError ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={Presentation}
          title={t('store.display.none')}
          body=""
          look="page"
          testId="assets-empty"
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="asset-list">
          {list.data.items.map((a) =>
            editing === a.Id ? (
              <Card key={a.Id} testId="asset-row">
                <AssetForm kind={kind} asset={a} onDone={() => setEditing(null)} />
              </Card>
            ) : (
              <AssetLine key={a.Id} asset={a} onEdit={() => setEditing(a.Id)} />
            ),
          )}
        </ul>
      )}
      {list.data ? (
        <Pager page={page} pages={Math.ceil(list.data.total / STORE_PAGE_SIZE)} onPage={setPage} />
      ) : null}
    </div>
  );
}

/** Route storeDisplay: the paid displays and the assets, each listed with its add and edit forms. */
export default function StoreDisplayPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<StoreAssetKind>('Display');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={t('store.sections.storeDisplay')}
        description={t('store.display.description')}
        back={{ to: '/ivy/storeDashboard', label: t('store.dashboard.title') }}
      />
      <Tabs<StoreAssetKind>
        label={t('store.sections.storeDisplay')}
        value={tab}
        onChange={setTab}
        tabs={[
          ['Display', t('store.display.tabs.Display')],
          ['Asset', t('store.display.tabs.Asset')],
        ]}
      />
      <AssetList key={tab} kind={tab} />
    </div>
  );
}

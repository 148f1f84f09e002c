import type { StoreAssetKind } from '@restock/domain/rules/store';
import { STORE_LIMITS as L } from '@restock/domain/rules/store';
import { Presentation } from 'lucide-react';
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
import { Card, Pager, Tabs, useFieldMessage } from './StoreBits';

const EMPTY = { name: '', value: '', vendor: '', type: '', reason: '', condition: '' };

function AssetForm({ kind }: { kind: StoreAssetKind }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const save = useSaveAsset();
  const [v, setV] = useState(EMPTY);
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
          notify.success(t(kind === 'Display' ? 'store.display.displaySaved' : 'store.display.assetSaved'));
          setV(EMPTY);
          setTried(false);
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
    <form
      noValidate
      onSubmit={submit}
      className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
      data-testid="asset-form"
    >
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
      <Button type="submit" className="sm:col-span-2" loading={save.isPending} data-testid="asset-save">
        {t(kind === 'Display' ? 'store.display.addDisplay' : 'store.display.addAsset')}
      </Button>
    </form>
  );
}

function AssetList({ kind }: { kind: StoreAssetKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useStoreAssets(kind, page);
  return (
    <div>
      <AssetForm kind={kind} />
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
          {list.data.items.map((a) => (
            <Card key={a.Id} testId="asset-row">
              <p className="font-semibold text-slate-900">{a.Name}</p>
              <p className="text-sm text-slate-600">
                {`${t(kind === 'Display' ? 'store.display.value' : 'store.display.serial')}: ${a.Value}`}
              </p>
              <p className="text-sm text-slate-600">{`${a.Vendor} · ${a.Type}`}</p>
              {a.Reason || a.Condition ? (
                <p className="text-xs text-slate-500">
                  {[a.Reason, a.Condition].filter(Boolean).join(' · ')}
                </p>
              ) : null}
            </Card>
          ))}
        </ul>
      )}
      {list.data ? (
        <Pager page={page} pages={Math.ceil(list.data.total / STORE_PAGE_SIZE)} onPage={setPage} />
      ) : null}
    </div>
  );
}

/** Route storeDisplay: the paid displays and the assets, each with its add form. */
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

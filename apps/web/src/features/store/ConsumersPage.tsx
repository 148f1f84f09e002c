import type { TConsumer } from '@restock/domain/contracts/store';
import { CONSUMER_SORTS, type ConsumerSort, STORE_LIMITS } from '@restock/domain/rules/store';
import { Contact, MapPin, Pencil, Phone } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { retryImport } from '../../lib/retry-import';
import { useAddConsumer, useConsumers, useDecideConsumer, useStoreDashboard, useUpdateConsumer } from './api';
import { addressError, nameError, phoneError, positionError } from './form-rules';
import { Card, FormButtons, Pager, Tabs, useFieldMessage } from './StoreBits';

type Tab = 'add' | 'list' | 'map' | 'pending';

/** Leaflet and its CSS load with the map view only (decision 121). */
const ConsumerMap = lazy(retryImport(() => import('./ConsumerMap')));

function ConsumerLine({ consumer, actions }: { consumer: TConsumer; actions?: React.ReactNode }) {
  return (
    <Card testId="consumer-row">
      {/* The text takes the room it has and wraps; the actions keep their place at the top right. */}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900" data-testid="consumer-name">
            {consumer.Name}
          </p>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <Phone size={14} aria-hidden="true" /> {consumer.Phone}
          </p>
          <p className="flex items-start gap-1 text-sm text-slate-600">
            <MapPin size={14} aria-hidden="true" className="mt-0.5 shrink-0" /> {consumer.Address}
          </p>
        </div>
        {actions}
      </div>
    </Card>
  );
}

const EMPTY = { name: '', phone: '', address: '', lat: '', lng: '' };
const valuesOf = (c: TConsumer) => ({
  name: c.Name,
  phone: c.Phone,
  address: c.Address,
  lat: c.Latitude === null ? '' : String(c.Latitude),
  lng: c.Longitude === null ? '' : String(c.Longitude),
});

/** Adds a consumer, or with `consumer` edits that one (/Consumer/Update) with the same rules. */
function ConsumerForm({
  consumer,
  onDone,
  onCancel,
}: {
  consumer?: TConsumer;
  onDone(): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const add = useAddConsumer();
  const update = useUpdateConsumer();
  const [v, setV] = useState(consumer ? valuesOf(consumer) : EMPTY);
  const [tried, setTried] = useState(false);
  const errors = {
    name: nameError(v.name, STORE_LIMITS.consumerName),
    phone: phoneError(v.phone),
    address: addressError(v.address),
    position: positionError(v.lat, v.lng),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    const body = {
      Name: v.name.trim(),
      Phone: v.phone.trim(),
      Address: v.address.trim(),
      Latitude: v.lat.trim() ? Number(v.lat) : null,
      Longitude: v.lng.trim() ? Number(v.lng) : null,
    };
    const done = {
      onSuccess: () => {
        notify.success(t(consumer ? 'store.consumers.updated' : 'store.consumers.added'));
        if (!consumer) setV(EMPTY);
        setTried(false);
        onDone();
      },
      onError: (err: unknown) => notify.error(errorMessage(err, t)),
    };
    if (consumer) update.mutate({ ConsumerId: consumer.ConsumerId, ...body }, done);
    else add.mutate(body, done);
  };
  const field = (key: keyof typeof v) => ({
    value: v[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [key]: e.target.value }),
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid max-w-xl gap-4"
      data-testid={consumer ? 'consumer-edit-form' : 'consumer-form'}
    >
      <TextField
        label={t('store.consumers.name')}
        maxLength={STORE_LIMITS.consumerName}
        {...field('name')}
        error={tried ? message(errors.name) : undefined}
      />
      <TextField
        label={t('store.consumers.phone')}
        inputMode="numeric"
        maxLength={STORE_LIMITS.consumerPhone}
        {...field('phone')}
        error={tried ? message(errors.phone) : undefined}
      />
      <TextField
        label={t('store.consumers.address')}
        maxLength={STORE_LIMITS.consumerAddress}
        {...field('address')}
        error={tried ? message(errors.address) : undefined}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('store.consumers.latitude')}
          inputMode="decimal"
          {...field('lat')}
          error={tried ? message(errors.position) : undefined}
        />
        <TextField label={t('store.consumers.longitude')} inputMode="decimal" {...field('lng')} />
      </div>
      <FormButtons
        busy={add.isPending || update.isPending}
        editing={Boolean(consumer)}
        addLabel={t('store.consumers.add')}
        testId="consumer"
        onCancel={onCancel}
      />
    </form>
  );
}

function ConsumerList({ status, map = false }: { status: 'P' | 'A'; map?: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ConsumerSort>('NameAsc');
  const [search, setSearch] = useState('');
  const list = useConsumers(status, page, sort, search.trim());
  const decide = useDecideConsumer();
  const [editing, setEditing] = useState<number | null>(null);
  const dashboard = useStoreDashboard();
  const act = (consumer: TConsumer, action: 'A' | 'R') =>
    decide.mutate(
      { ConsumerId: consumer.ConsumerId, Action: action },
      {
        onSuccess: () => {
          notify.success(
            t(action === 'A' ? 'store.consumers.approveSuccess' : 'store.consumers.rejectSuccess'),
          );
          // The pending list reloads at page 1, sorted by name (spec section 4).
          setPage(1);
          setSort('NameAsc');
        },
        onError: () =>
          notify.error(t(action === 'A' ? 'store.consumers.approveError' : 'store.consumers.rejectError')),
      },
    );
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-56 flex-1"
          label={t('store.search')}
          type="search"
          maxLength={STORE_LIMITS.search}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <label className="text-sm font-medium text-slate-700">
          {t('store.consumers.sort')}
          <select
            className="mt-1 block min-h-11 rounded-lg border border-slate-300 bg-white px-3"
            value={sort}
            data-testid="consumer-sort"
            onChange={(e) => {
              setSort(e.target.value as ConsumerSort);
              setPage(1);
            }}
          >
            {CONSUMER_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`store.consumers.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isPending ? (
        <ListSkeleton rows={3} height="h-20" />
      ) : list.isError ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.Items.length === 0 ? (
        <EmptyState
          icon={Contact}
          title={t(status === 'P' ? 'store.consumers.nonePending' : 'store.consumers.none')}
          body=""
          look="page"
          testId="consumers-empty"
        />
      ) : map ? (
        <Suspense fallback={<ListSkeleton rows={1} height="h-72" />}>
          {dashboard.data ? (
            <ConsumerMap consumers={list.data.Items} tileUrl={dashboard.data.MapTileUrl} />
          ) : (
            <ListSkeleton rows={1} height="h-72" />
          )}
        </Suspense>
      ) : (
        <ul className="space-y-3" data-testid={status === 'P' ? 'pending-list' : 'consumer-list'}>
          {list.data.Items.map((c) =>
            editing === c.ConsumerId ? (
              <Card key={c.ConsumerId} testId="consumer-row">
                <ConsumerForm
                  consumer={c}
                  onDone={() => setEditing(null)}
                  onCancel={() => setEditing(null)}
                />
              </Card>
            ) : (
              <ConsumerLine
                key={c.ConsumerId}
                consumer={c}
                actions={
                  status === 'P' ? (
                    <span className="flex shrink-0 flex-col gap-2 sm:flex-row">
                      <Button
                        variant="secondary"
                        disabled={decide.isPending}
                        onClick={() => act(c, 'R')}
                        data-testid="consumer-reject"
                      >
                        {t('store.consumers.reject')}
                      </Button>
                      <Button
                        disabled={decide.isPending}
                        onClick={() => act(c, 'A')}
                        data-testid="consumer-approve"
                      >
                        {t('store.consumers.approve')}
                      </Button>
                    </span>
                  ) : (
                    <Button
                      variant="secondary"
                      className="shrink-0"
                      aria-label={t('store.consumers.edit', { name: c.Name })}
                      onClick={() => setEditing(c.ConsumerId)}
                      data-testid="consumer-edit"
                    >
                      <Pencil size={16} aria-hidden="true" /> {t('store.edit')}
                    </Button>
                  )
                }
              />
            ),
          )}
        </ul>
      )}
      {list.data ? <Pager page={page} pages={list.data.PageCount} onPage={setPage} /> : null}
    </div>
  );
}

/** Route consumer: add a consumer, the approved list and the pending approvals. */
export default function ConsumersPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('list');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('store.sections.consumers')}
        description={t('store.consumers.description')}
        back={{ to: '/ivy/storeDashboard', label: t('store.dashboard.title') }}
      />
      <Tabs<Tab>
        label={t('store.sections.consumers')}
        value={tab}
        onChange={setTab}
        tabs={[
          ['list', t('store.consumers.tabs.list')],
          ['map', t('store.consumers.tabs.map')],
          ['pending', t('store.consumers.tabs.pending')],
          ['add', t('store.consumers.tabs.add')],
        ]}
      />
      {tab === 'add' ? (
        <ConsumerForm onDone={() => setTab('list')} />
      ) : (
        <ConsumerList key={tab} status={tab === 'pending' ? 'P' : 'A'} map={tab === 'map'} />
      )}
    </div>
  );
}

import type { TDistributor } from '@restock/domain/contracts/distributor';
import { ArrowLeftRight, CircleAlert, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PageHeader } from '../../components/ui/page-header';
import { ApiError, errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useDistributors, useSwitchDistributor } from './api';
import { DistributorCard } from './DistributorCard';

/**
 * The retailer's distributors, the current one first. Switching asks for confirmation; the server
 * refuses (E028) while the cart or the return summary holds the current distributor's products.
 * The optional route value is a distributor code: a link can open the switch to that distributor.
 */
export default function ManageDistributorsPage() {
  const { t } = useTranslation();
  const { redirectToCode } = useParams();
  const list = useDistributors();
  const config = useAppConfig().data;
  const selectedId = useSession((s) => s.selectedDistributor?.dId);
  const switchDistributor = useSwitchDistributor();
  const [target, setTarget] = useState<TDistributor | null>(null);
  const [blocked, setBlocked] = useState(false);
  const canSwitch = config?.hasMenu('ManageDistributors') ?? false;
  const returnsOn =
    (config?.settings.flags.isShowSalesReturn ?? false) && (config?.hasMenu('SalesReturn') ?? false);

  // A link with a distributor code opens the confirmation for it once.
  const redirected = useRef(false);
  useEffect(() => {
    if (redirected.current || !redirectToCode || !list.data || !canSwitch) return;
    redirected.current = true;
    const wanted = list.data.find((d) => d.dCode.toLowerCase() === redirectToCode.toLowerCase());
    if (wanted && wanted.dId !== selectedId) setTarget(wanted);
  }, [redirectToCode, list.data, selectedId, canSwitch]);

  const close = () => {
    setTarget(null);
    setBlocked(false);
    switchDistributor.reset();
  };

  const confirm = () => {
    if (!target) return;
    switchDistributor.mutate(
      { dId: target.dId, ClearCart: false, IsFromLogin: false },
      {
        onSuccess: (d) => {
          notify.success(t('distributor.switch.success', { name: d.dName }));
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'E028') setBlocked(true);
          else {
            notify.error(errorMessage(error, t));
            close();
          }
        },
      },
    );
  };

  const distributors = [...(list.data ?? [])].sort(
    (a, b) => Number(b.dId === selectedId) - Number(a.dId === selectedId),
  );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('distributor.manage.title')}
        description={canSwitch ? t('distributor.manage.description') : t('distributor.manage.readOnly')}
      />
      {list.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
          {[0, 1].map((i) => (
            <div key={i} className="h-44 animate-pulse rounded-2xl bg-slate-200/70" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
          <p className="font-medium">{errorMessage(list.error, t)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {distributors.map((d) => {
            const current = d.dId === selectedId;
            return (
              <li key={d.dId} className="flex">
                <div className="flex-1 [&>article]:h-full">
                  <DistributorCard distributor={d} current={current}>
                    {current ? (
                      <p className="text-sm text-slate-600">{t('distributor.manage.orderingFromHere')}</p>
                    ) : canSwitch ? (
                      <Button variant="secondary" onClick={() => setTarget(d)}>
                        <ArrowLeftRight size={16} aria-hidden="true" />
                        {t('distributor.switch.action')}
                        <span className="sr-only">: {d.dName}</span>
                      </Button>
                    ) : null}
                  </DistributorCard>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Dialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open && !switchDistributor.isPending) close();
        }}
        title={blocked ? t('distributor.switch.blockedTitle') : t('distributor.switch.title')}
        closeLabel={t('common.close')}
      >
        {blocked ? (
          <div>
            <div role="alert" className="flex gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              <ShoppingCart size={20} aria-hidden="true" className="mt-0.5 shrink-0" />
              <p>{t('distributor.switch.validationMsg')}</p>
            </div>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {returnsOn ? (
                <Link
                  to="/ivy/salesReturnSummary"
                  replace
                  className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {t('distributor.switch.openReturnSummary')}
                </Link>
              ) : null}
              <Button onClick={close}>{t('common.ok')}</Button>
            </div>
          </div>
        ) : (
          <div>
            <p className="text-sm text-slate-700">
              {t('distributor.switch.switchConfirmation', { name: target?.dName ?? '' })}
            </p>
            <p className="mt-2 flex gap-2 text-sm text-slate-500">
              <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
              {t('distributor.switch.note')}
            </p>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close} disabled={switchDistributor.isPending}>
                {t('common.cancel')}
              </Button>
              <Button onClick={confirm} loading={switchDistributor.isPending}>
                {t('distributor.switch.confirm')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}

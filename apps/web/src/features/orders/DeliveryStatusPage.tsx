import { PackageCheck, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { useAppConfig } from '../../lib/app-config';
import { NotEnabledPanel } from './components/NotEnabledPanel';
import { OrderJourneyList } from './components/OrderJourneyList';
import { PendingInvoiceList } from './components/PendingInvoiceList';

const PATH = '/ivy/orderStatusDelivery';

type View = 'invoices' | 'journey';

/**
 * Delivery status (route orderStatusDelivery, menu OrderStatusDelivery), two views:
 * - invoices to receive (the default): the invoices waiting for delivery, marked delivered with
 *   the day the goods arrived (second spec, "invoice delivery marking"; docs/decisions/055);
 * - orders on the way: the latest orders on their journey (docs/decisions/050).
 * The view is in the address (?view=journey), so a reload or the way back from an order keeps it.
 */
export default function DeliveryStatusPage() {
  const { t } = useTranslation();
  const config = useAppConfig().data;
  const allowed = config?.hasMenu('OrderStatusDelivery') ?? false;
  const [params] = useSearchParams();
  const view: View = params.get('view') === 'journey' ? 'journey' : 'invoices';
  const backTo = view === 'journey' ? `${PATH}?view=journey` : PATH;

  const tabs: Array<{ id: View; to: string; icon: typeof Truck; label: string }> = [
    { id: 'invoices', to: PATH, icon: PackageCheck, label: t('orders.delivery.tabs.invoices') },
    { id: 'journey', to: `${PATH}?view=journey`, icon: Truck, label: t('orders.delivery.tabs.journey') },
  ];

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('orders.delivery.title')} description={t('orders.delivery.description')} />
      {!allowed ? (
        <NotEnabledPanel
          icon={Truck}
          title={t('orders.notEnabled.title')}
          body={t('orders.notEnabled.delivery')}
        />
      ) : (
        <>
          <nav aria-label={t('orders.delivery.tabs.label')} className="mb-5">
            <ul className="inline-flex w-full rounded-xl bg-slate-100 p-1 sm:w-auto">
              {tabs.map((tab) => {
                const current = tab.id === view;
                const Icon = tab.icon;
                return (
                  <li key={tab.id} className="flex-1 sm:flex-none">
                    <Link
                      to={tab.to}
                      replace
                      aria-current={current ? 'page' : undefined}
                      data-testid={`delivery-tab-${tab.id}`}
                      className={`flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                        current ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
                      }`}
                    >
                      <Icon size={18} aria-hidden="true" className={current ? 'text-brand' : ''} />
                      {tab.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {view === 'journey' ? (
            <OrderJourneyList backTo={backTo} />
          ) : (
            <PendingInvoiceList backTo={backTo} journeyTo={`${PATH}?view=journey`} />
          )}
        </>
      )}
    </div>
  );
}

import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { StaticDisclaimer } from '../../components/ui/static-disclaimer';
import { errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { useCart, useTemplates } from './api';
import { SaveListCard } from './components/SaveListCard';
import { TemplateDetailPanel } from './components/TemplateDetailPanel';
import { TemplateList } from './components/TemplateList';

function readListId(text: string | null): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * Smart lists (route smartList, menu SmartListProducts): save the cart under a name (at most
 * saveToSmartListCount lists), see the lists, open one (`?list=<id>`), fill the cart from it with
 * the growth factor, delete it. On a phone the open list takes the screen; on a desktop it sits
 * next to the lists.
 */
export default function SmartListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = useAppConfig().data;
  const allowed = config?.hasMenu('SmartListProducts') ?? false;
  const limit = config?.settings.saveToSmartListCount ?? 5;
  const templates = useTemplates(allowed);
  const cart = useCart();
  const selectedId = readListId(params.get('list'));

  if (!allowed)
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={t('smartList.title')} />
        <div
          data-testid="feature-not-enabled"
          className="mx-auto flex max-w-md flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
        >
          <ListChecks size={28} aria-hidden="true" className="text-brand" />
          <h2 className="font-semibold text-slate-900">{t('smartList.notEnabled.title')}</h2>
          <p className="text-sm text-slate-600">{t('smartList.notEnabled.body')}</p>
          <Link to="/ivy/productList" className="mt-2 text-sm font-semibold text-brand hover:underline">
            {t('smartList.save.browse')}
          </Link>
        </div>
      </div>
    );

  const list = templates.data ?? [];
  const names = list.map((tpl) => tpl.TemplateName);
  const isFocCart = cart.data?.IsFOC ?? false;

  return (
    <div className="mx-auto max-w-6xl">
      <div className={selectedId !== null ? 'hidden lg:block' : undefined}>
        <PageHeader title={t('smartList.title')} description={t('smartList.description')} />
      </div>
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className={`space-y-5 ${selectedId !== null ? 'hidden lg:block' : ''}`}>
          <SaveListCard
            cart={cart.data}
            cartError={cart.error}
            existingNames={names}
            limit={limit}
            onSaved={(id) => void navigate(`/ivy/smartList?list=${id}`)}
          />
          {templates.isPending ? (
            <div aria-busy="true" className="space-y-2">
              <span role="status" className="sr-only">
                {t('common.loading')}
              </span>
              {[0, 1].map((i) => (
                <div key={i} className="h-16 animate-pulse rounded-2xl bg-slate-200/70" />
              ))}
            </div>
          ) : templates.isError ? (
            <div
              role="alert"
              className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
            >
              <p>{errorMessage(templates.error, t)}</p>
              <Button variant="secondary" className="mt-3" onClick={() => void templates.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : (
            <TemplateList templates={list} selectedId={selectedId} limit={limit} />
          )}
          {config?.settings.flags.isShowDisclaimers ? <StaticDisclaimer code="SmartListDisclaimer" /> : null}
        </div>
        <div className={selectedId === null ? 'hidden lg:block' : undefined}>
          {selectedId !== null ? (
            <TemplateDetailPanel key={selectedId} templateId={selectedId} isFocCart={isFocCart} />
          ) : (
            <div className="flex min-h-64 flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              <ListChecks size={32} aria-hidden="true" className="text-slate-400" />
              <p>{list.length > 0 ? t('smartList.detail.choose') : t('smartList.detail.saveFirst')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

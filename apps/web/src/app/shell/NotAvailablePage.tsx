import { ArrowLeft, Construction, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppConfig } from '../../lib/app-config';

/** Screens of later versions (catalogue, cart, orders, returns...): said plainly, with a way on. */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasHome = useAppConfig().data?.hasMenu('HomePage') ?? false;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center md:py-16">
      <span
        aria-hidden="true"
        className="mb-5 flex size-20 items-center justify-center rounded-3xl bg-brand-210 text-brand"
      >
        <Construction size={40} />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('shell.notAvailable.title')}</h1>
      <p className="mt-3 text-slate-600">{t('shell.notAvailable.body')}</p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('common.back')}
        </button>
        <Link
          to={hasHome ? '/ivy/home' : '/ivy/settings'}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:brightness-90"
        >
          <House size={16} aria-hidden="true" />
          {hasHome ? t('shell.notAvailable.home') : t('settings.title')}
        </Link>
      </div>
    </div>
  );
}

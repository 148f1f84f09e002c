import { Download, Share } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageConfig } from '../../../lib/page-config';
import { promptInstall, useInstallState } from '../../../lib/pwa';

/**
 * Add to home screen: the browser's install dialog when it offers one, a how-to on iOS. A chunk of
 * its own, loaded by LoginPage's InstallOffer when there is something to offer.
 */
export default function InstallPrompt() {
  const { t } = useTranslation();
  const { canPrompt, showIosHint } = useInstallState();
  const appName = pageConfig().appName;
  if (!canPrompt && !showIosHint) return null;
  return (
    <section
      aria-label={t('login.install.title')}
      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
        {canPrompt ? <Download size={20} aria-hidden="true" /> : <Share size={20} aria-hidden="true" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">{t('login.install.title')}</p>
        <p className="text-xs text-slate-600">
          {canPrompt ? t('login.install.description', { appName }) : t('login.install.iosHint', { appName })}
        </p>
      </div>
      {canPrompt ? (
        <button
          type="button"
          onClick={() => void promptInstall()}
          className="min-h-10 shrink-0 rounded-lg bg-brand px-3 text-sm font-semibold text-white hover:bg-brand-30"
        >
          {t('login.install.button')}
        </button>
      ) : null}
    </section>
  );
}

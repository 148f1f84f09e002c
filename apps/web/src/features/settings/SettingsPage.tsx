import {
  Check,
  ChevronRight,
  FileText,
  Info,
  KeyRound,
  Languages,
  LogOut,
  type LucideIcon,
  Smartphone,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { type StaticContentCode, StaticContentDialog } from '../../components/ui/static-content-dialog';
import { saveAccountLanguage } from '../../lib/account-language';
import { useAppConfig } from '../../lib/app-config';
import { APP_VERSION } from '../../lib/app-version';
import { changeLanguage, clientLanguages, type Language, showLanguageSwitcher } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { pageConfig } from '../../lib/page-config';
import { useSession } from '../../lib/session';
import { LogoutDialog } from './logout';

function Section({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        <Icon size={16} aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function LinkRow({
  to,
  icon: Icon,
  title,
  description,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <Link to={to} className="flex items-center gap-3 px-4 py-3.5 hover:bg-slate-50">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-210 text-brand"
      >
        <Icon size={20} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-900">{title}</span>
        <span className="block text-sm text-slate-500">{description}</span>
      </span>
      <ChevronRight size={18} aria-hidden="true" className="text-slate-400" />
    </Link>
  );
}

export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const config = useAppConfig().data;
  const setLanguage = useSession((s) => s.setLanguage);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  const flags = config?.settings.flags;
  const canChangeMobile = !!flags?.isEnableChangeMobileNumber;
  const canResetPassword = !!(flags?.isEnableResetPassword || flags?.isShowChangePassword);
  const languages = clientLanguages();
  // What the retailer accepted when signing up or at checkout, to read again (static content by Code).
  const agreements: Array<{ code: StaticContentCode; title: string; summary: string }> = [
    ...(flags?.isEnableAcceptTermsAndConditions
      ? [
          {
            code: 'TermsAndCondition' as const,
            title: t('login.onboard.termsTitle'),
            summary: t('login.onboard.readTerms'),
          },
        ]
      : []),
    ...(flags?.isEnableOnboardContractAgreement
      ? [
          {
            code: 'ContractAgreement' as const,
            title: t('contractAgreement.title'),
            summary: t('contractAgreement.read'),
          },
        ]
      : []),
  ];
  const [reading, setReading] = useState<StaticContentCode | null>(null);

  const pickLanguage = async (lang: Language) => {
    if (lang === i18n.language || switching) return;
    setSwitching(true);
    try {
      await changeLanguage(lang);
      await setLanguage(lang);
      // Kept on the account too, so the retailer's other devices open in it.
      await saveAccountLanguage(lang);
    } catch {
      notify.error(t('common.alerts.error.network'));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />

      {showLanguageSwitcher() ? (
        <Section title={t('settings.language.title')} icon={Languages}>
          <fieldset className="p-2" disabled={switching}>
            <legend className="sr-only">{t('settings.language.title')}</legend>
            {languages.map((lang) => {
              const checked = i18n.language === lang;
              return (
                <label
                  key={lang}
                  className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand ${checked ? 'bg-brand-240 font-semibold text-brand' : 'hover:bg-slate-50'}`}
                >
                  <input
                    type="radio"
                    name="language"
                    value={lang}
                    checked={checked}
                    onChange={() => void pickLanguage(lang)}
                    className="sr-only"
                  />
                  <span lang={lang} className="flex-1">
                    {t(`common.languages.${lang}`)}
                  </span>
                  {checked ? <Check size={18} aria-hidden="true" /> : null}
                </label>
              );
            })}
          </fieldset>
        </Section>
      ) : null}

      {canChangeMobile || canResetPassword ? (
        <Section title={t('settings.security.title')} icon={KeyRound}>
          <div className="divide-y divide-slate-100">
            {canChangeMobile ? (
              <LinkRow
                to="/ivy/changeMobileNumber"
                icon={Smartphone}
                title={t('settings.changeMob.title')}
                description={t('settings.changeMob.summary')}
              />
            ) : null}
            {canResetPassword ? (
              <LinkRow
                to="/ivy/resetPassword"
                icon={KeyRound}
                title={t('settings.resetPassword.title')}
                description={t('settings.resetPassword.summary')}
              />
            ) : null}
          </div>
        </Section>
      ) : null}

      {agreements.length > 0 ? (
        <Section title={t('settings.agreements.title')} icon={FileText}>
          <div className="divide-y divide-slate-100">
            {agreements.map((a) => (
              <button
                key={a.code}
                type="button"
                onClick={() => setReading(a.code)}
                data-testid={`settings-read-${a.code}`}
                className="flex w-full items-center gap-3 px-4 py-3.5 text-left hover:bg-slate-50"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-210 text-brand"
                >
                  <FileText size={20} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{a.title}</span>
                  <span className="block text-sm text-slate-500">{a.summary}</span>
                </span>
                <ChevronRight size={18} aria-hidden="true" className="text-slate-400" />
              </button>
            ))}
          </div>
          <StaticContentDialog
            code={reading}
            title={agreements.find((a) => a.code === reading)?.title ?? ''}
            onClose={() => setReading(null)}
          />
        </Section>
      ) : null}

      <Section title={t('settings.about.title')} icon={Info}>
        <dl className="divide-y divide-slate-100 text-sm">
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-500">{t('settings.about.app')}</dt>
            <dd className="font-medium text-slate-900">{pageConfig().appName}</dd>
          </div>
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-500">{t('settings.about.version')}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{APP_VERSION}</dd>
          </div>
        </dl>
      </Section>

      <button
        type="button"
        onClick={() => setLogoutOpen(true)}
        className="flex w-full items-center justify-center gap-2 rounded-2xl border border-red-200 bg-white px-4 py-3.5 font-semibold text-red-700 shadow-sm hover:bg-red-50"
      >
        <LogOut size={18} aria-hidden="true" />
        {t('shell.logout.action')}
      </button>
      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
    </div>
  );
}

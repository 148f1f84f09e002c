import { ChevronDown, Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, clientLanguages, isSupportedLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';

/** The login page's language choice; shown only when the client offers several languages. */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const onChange = async (value: string) => {
    if (!isSupportedLanguage(value)) return;
    try {
      await changeLanguage(value);
      await useSession.getState().setLanguage(value);
    } catch {
      notify.error(t('common.alerts.error.network'));
    }
  };
  const colours =
    tone === 'dark'
      ? 'border-white/30 bg-white/10 text-white hover:bg-white/20 [&>option]:text-slate-900'
      : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400';
  return (
    <div className="relative inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <Globe size={16} aria-hidden="true" className="pointer-events-none absolute start-3 opacity-80" />
      <select
        id={id}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(e) => void onChange(e.target.value)}
        className={`min-h-10 cursor-pointer appearance-none rounded-full border py-1.5 ps-9 pe-8 text-sm font-medium ${colours}`}
      >
        {clientLanguages().map((lang) => (
          <option key={lang} value={lang}>
            {t(`common.languages.${lang}`)}
          </option>
        ))}
      </select>
      <ChevronDown size={16} aria-hidden="true" className="pointer-events-none absolute end-3 opacity-80" />
    </div>
  );
}

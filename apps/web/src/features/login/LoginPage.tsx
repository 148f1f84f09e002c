import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PageLoader } from '../../components/ui/spinner';
import { APP_VERSION } from '../../lib/app-version';
import { showLanguageSwitcher } from '../../lib/i18n';
import { pageConfig } from '../../lib/page-config';
import { useInstallState } from '../../lib/pwa';
import { retryImport } from '../../lib/retry-import';
import { takeRememberedPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { AutoSignIn } from './components/AutoSignIn';
import { BrandDecor, BrandLogo, BrandPanel, FeatureList } from './components/BrandPanel';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { LanguageSwitcher } from './components/LanguageSwitcher';
import { LoginIdForm } from './components/LoginIdForm';
import { OnboardForm } from './components/OnboardForm';
import { OtpDialog } from './components/OtpDialog';
import { PasswordForm } from './components/PasswordForm';
import { type LoginStep, useLoginFlow } from './use-login-flow';

// The install card's code loads only once the browser offers installing (or on iOS): most sign-ins
// never show it, so the login page's first load does not carry it.
const InstallPrompt = lazy(retryImport(() => import('./components/InstallPrompt')));

function InstallOffer() {
  const { canPrompt, showIosHint } = useInstallState();
  if (!canPrompt && !showIosHint) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  );
}

const STEP_TEXT: Record<LoginStep['kind'], string> = {
  loginId: 'login.signIn',
  auto: 'login.auto',
  password: 'login.password',
  onboard: 'login.onboard',
  changePassword: 'login.changePassword',
};

/** The query handed on to the logged-in area (landing screen, product list, tab); not the mobile number. */
function forwardedSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('mob');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * '/': the login page (ordering-core section 2). Signs in through the steps the server asks for and
 * hands over to the logged-in area, which picks the distributor and the final landing screen.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const token = useSession((s) => s.token);
  // Signed in on arrival: a loader while leaving. A sign-in made here keeps the page (and an open
  // code dialog) mounted until the router leaves: unmounting the dialog first would make its
  // back-button handler step history back and undo the landing navigation.
  const [signedInOnArrival] = useState(() => useSession.getState().token !== null);
  const flow = useLoginFlow(params.get('mob'));
  const { appName } = pageConfig();
  const year = new Date().getFullYear();

  // A full token (already signed in, or just now): a remembered path first, else the shell's index
  // route, which computes the landing from the settings and the query.
  const landed = useRef(false);
  useEffect(() => {
    if (!token || landed.current) return;
    landed.current = true;
    navigate(takeRememberedPath() ?? `/ivy${forwardedSearch(location.search)}`, { replace: true });
  }, [token, navigate, location.search]);

  // Focus follows the step: the first field of the new form.
  const cardRef = useRef<HTMLElement>(null);
  const shownStep = useRef(flow.step.kind);
  useEffect(() => {
    if (shownStep.current === flow.step.kind) return;
    shownStep.current = flow.step.kind;
    cardRef.current
      ?.querySelector<HTMLElement>('input:not([readonly]):not([hidden]):not([type="hidden"])')
      ?.focus();
  }, [flow.step.kind]);

  if (signedInOnArrival) return <PageLoader label={t('common.loading')} />;

  const step = flow.step;
  const textKey = STEP_TEXT[step.kind];
  const switcher = showLanguageSwitcher();
  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-2 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <BrandPanel />
      <main className="flex min-h-dvh flex-col">
        <header className="relative overflow-hidden rounded-b-[2rem] bg-brand px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-20 text-white lg:hidden">
          <BrandDecor />
          <div className="relative flex items-center justify-between gap-3">
            <div className="flex min-w-0 items-center gap-2.5">
              <BrandLogo size={32} />
              <span className="truncate text-lg font-semibold tracking-tight">{appName}</span>
            </div>
            {switcher ? <LanguageSwitcher tone="dark" /> : null}
          </div>
          <h1 className="relative mt-10 text-[1.75rem] leading-tight font-bold tracking-tight">
            {t('login.welcome', { appName })}
          </h1>
          <p className="relative mt-1.5 text-[0.9375rem] text-white/85">{t('login.tagline')}</p>
        </header>
        {switcher ? (
          <div className="hidden justify-end px-8 pt-6 lg:flex">
            <LanguageSwitcher />
          </div>
        ) : null}

        <div className="flex flex-1 flex-col items-center px-4 lg:justify-center lg:px-12 lg:py-8">
          <div className="-mt-12 w-full max-w-md lg:mt-0">
            <div className="mb-8 hidden lg:block">
              <h1 className="text-3xl font-bold tracking-tight text-slate-900">
                {t('login.welcome', { appName })}
              </h1>
              <p className="mt-2 text-slate-600">{t('login.subtitle')}</p>
            </div>
            <section
              ref={cardRef}
              aria-labelledby="login-step-title"
              className="relative rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/5 sm:p-8"
            >
              <h2 id="login-step-title" className="text-xl font-semibold tracking-tight text-slate-900">
                {t(`${textKey}.title`)}
              </h2>
              <p className="mt-1 mb-6 text-sm text-slate-600">{t(`${textKey}.description`)}</p>
              {step.kind === 'loginId' ? (
                <LoginIdForm flow={flow} />
              ) : step.kind === 'auto' ? (
                <AutoSignIn mobile={step.mobile} busy={flow.busy} />
              ) : step.kind === 'password' ? (
                <PasswordForm flow={flow} loginId={step.loginId} />
              ) : step.kind === 'onboard' ? (
                <OnboardForm flow={flow} loginId={step.loginId} token={step.token} />
              ) : (
                <ChangePasswordForm flow={flow} />
              )}
            </section>
            <div className="mt-4 space-y-6">
              <InstallOffer />
              <FeatureList />
            </div>
          </div>
        </div>

        <footer className="px-4 pt-8 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-center text-xs text-slate-500">
          <p>{t('login.version', { version: APP_VERSION })}</p>
          <p className="mt-1">{t('login.copyright', { year, appName })}</p>
        </footer>
      </main>

      {flow.otp ? <OtpDialog key={flow.otp.token} flow={flow} otp={flow.otp} /> : null}
      <Dialog
        open={flow.errorDialog !== null}
        onOpenChange={(open) => !open && flow.dismissErrorDialog()}
        title={t('login.errorTitle')}
        closeLabel={t('common.close')}
      >
        <p className="text-sm text-slate-700">{flow.errorDialog}</p>
        <div className="mt-5 flex justify-end">
          <Button onClick={flow.dismissErrorDialog}>{t('common.ok')}</Button>
        </div>
      </Dialog>
    </div>
  );
}

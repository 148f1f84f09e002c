import { digitsOnly, isValidMobileNumber, MOBILE_DIGITS } from '@restock/domain/rules/validators';
import { Check } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaticContentCode } from '../../../components/ui/static-content-dialog';
import { TextField } from '../../../components/ui/text-field';
import { pageConfig } from '../../../lib/page-config';
import { retryImport } from '../../../lib/retry-import';
import type { LoginFlow } from '../use-login-flow';
import { Checkbox } from './Checkbox';
import { FormFooter } from './FormFooter';

/**
 * The dialog that shows the contract agreement or the terms, loaded on the first "Read": it brings
 * TanStack Query, which the sign-in page's first script does without.
 */
const StaticContentDialog = lazy(retryImport(() => import('./StaticContentDialog')));

/** Country code + separator + 10 digits at most: "+91 9876543210". */
const MOBILE_INPUT_MAX = 15;

/**
 * What the mobile field accepts while typing: digits only, or a leading "+", a country code and one
 * space or dash before the number (the rule allows an optional country code).
 */
export function sanitiseMobileInput(value: string): string {
  const v = value.trimStart();
  if (!v.startsWith('+')) return digitsOnly(v).slice(0, MOBILE_DIGITS);
  let out = '+';
  let separator = false;
  for (const c of v.slice(1)) {
    if (c >= '0' && c <= '9') out += c;
    else if ((c === ' ' || c === '-') && !separator && out.length > 1) {
      out += c;
      separator = true;
    }
  }
  return out.slice(0, MOBILE_INPUT_MAX);
}

interface Errors {
  mobile?: string;
  contract?: string;
  terms?: string;
}

/** First sign-in of a passwordless account: a mobile number and the acceptances, then a code. */
export function OnboardForm({ flow, loginId, token }: { flow: LoginFlow; loginId: string; token: string }) {
  const { t } = useTranslation();
  const config = pageConfig();
  const [mobile, setMobile] = useState('');
  const [contract, setContract] = useState(false);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [reading, setReading] = useState<StaticContentCode | null>(null);
  // The dialog mounts on the first "Read" and stays, so it can close with its animation.
  const [opened, setOpened] = useState(false);
  if (reading !== null && !opened) setOpened(true);
  const mobileRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const serverKey = flow.fieldError?.field === 'mobile' ? flow.fieldError.key : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!isValidMobileNumber(mobile)) next.mobile = 'common.formValidation.mobileNumberValidation';
    if (config.isEnableOnboardContractAgreement && !contract)
      next.contract = 'contractAgreement.validationMsg';
    if (config.isEnableAcceptTermsAndConditions && !terms) next.terms = 'login.onboard.termsRequired';
    setErrors(next);
    if (next.mobile) return mobileRef.current?.focus();
    if (next.contract || next.terms) {
      formRef.current
        ?.querySelector<HTMLInputElement>('input[type="checkbox"][aria-invalid="true"]')
        ?.focus();
      return;
    }
    void flow.submitOnboard({
      mobileno: mobile.trim(),
      contractAccepted: config.isEnableOnboardContractAgreement ? contract : false,
      termsAccepted: config.isEnableAcceptTermsAndConditions ? terms : false,
    });
  };

  const readButton = (code: StaticContentCode, label: string) => (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => setReading(code)}
      className="mt-0.5 text-sm font-semibold text-brand underline decoration-brand/40 underline-offset-2 hover:decoration-brand"
    >
      {label}
    </button>
  );

  const mobileKey = errors.mobile ?? serverKey;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <ol aria-label={t('login.onboard.progress')} className="flex items-start">
        <li className="flex min-w-0 flex-1 flex-col items-center text-center">
          <span className="flex size-8 items-center justify-center rounded-full bg-brand text-white">
            <Check size={16} strokeWidth={3} aria-hidden="true" />
          </span>
          <span className="mt-1.5 text-xs font-semibold text-slate-800">
            {t('login.onboard.stepVerified')}
          </span>
          <span className="max-w-full truncate text-xs text-slate-500">
            <span className="sr-only">{t('login.onboard.stepDone')}: </span>
            {loginId}
          </span>
        </li>
        <li aria-hidden="true" className="mt-4 h-0.5 w-10 shrink-0 rounded bg-brand sm:w-16" />
        <li aria-current="step" className="flex min-w-0 flex-1 flex-col items-center text-center">
          <span className="flex size-8 items-center justify-center rounded-full border-2 border-brand bg-white text-sm font-bold text-brand">
            2
          </span>
          <span className="mt-1.5 text-xs font-semibold text-slate-800">{t('login.onboard.stepMobile')}</span>
          <span className="text-xs text-slate-500">{t('login.onboard.stepCurrent')}</span>
        </li>
      </ol>

      <TextField
        ref={mobileRef}
        label={t('login.onboard.mobileLabel')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={mobile}
        onChange={(e) => {
          setMobile(sanitiseMobileInput(e.target.value));
          setErrors((x) => ({ ...x, mobile: undefined }));
          if (serverKey) flow.clearFieldError();
        }}
        maxLength={MOBILE_INPUT_MAX}
        required
        hint={t('login.onboard.mobileHint')}
        error={mobileKey ? t(mobileKey, { ...flow.fieldError?.values }) : undefined}
      />

      {config.isEnableOnboardContractAgreement ? (
        <Checkbox
          checked={contract}
          onChange={(v) => {
            setContract(v);
            setErrors((x) => ({ ...x, contract: undefined }));
          }}
          label={t('contractAgreement.label')}
          error={errors.contract ? t(errors.contract) : undefined}
          extra={readButton('ContractAgreement', t('contractAgreement.read'))}
        />
      ) : null}
      {config.isEnableAcceptTermsAndConditions ? (
        <Checkbox
          checked={terms}
          onChange={(v) => {
            setTerms(v);
            setErrors((x) => ({ ...x, terms: undefined }));
          }}
          label={t('login.onboard.terms')}
          error={errors.terms ? t(errors.terms) : undefined}
          extra={readButton('TermsAndCondition', t('login.onboard.readTerms'))}
        />
      ) : null}

      <FormFooter submitLabel={t('login.onboard.submit')} busy={flow.busy} onBack={flow.backToStart} />

      {opened ? (
        <Suspense fallback={null}>
          <StaticContentDialog
            code={reading}
            token={token}
            onClose={() => setReading(null)}
            onAccept={(code) => {
              if (code === 'ContractAgreement') {
                setContract(true);
                setErrors((x) => ({ ...x, contract: undefined }));
              } else {
                setTerms(true);
                setErrors((x) => ({ ...x, terms: undefined }));
              }
              setReading(null);
            }}
          />
        </Suspense>
      ) : null}
    </form>
  );
}

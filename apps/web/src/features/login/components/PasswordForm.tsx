import { isPresentPassword, LOGIN_FIELD_MAX } from '@restock/domain/rules/validators';
import { ArrowLeft, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import type { LoginFlow } from '../use-login-flow';

/** The password form of an account that signs in with a password. */
export function PasswordForm({ flow, loginId }: { flow: LoginFlow; loginId: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const serverKey = flow.fieldError?.field === 'password' ? flow.fieldError.key : null;
  const shownKey = errorKey ?? serverKey;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPresentPassword(password)) return setErrorKey('common.error.password');
    if (password.length > LOGIN_FIELD_MAX) return setErrorKey('common.error.maxLength');
    setErrorKey(null);
    void flow.submitPassword(password);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {/* For password managers: the account the password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={loginId} readOnly hidden />
      <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2.5">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
          <UserRound size={18} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs text-slate-500">{t('login.password.signingInAs')}</p>
          <p className="truncate text-sm font-semibold text-slate-900">{loginId}</p>
        </div>
        <button
          type="button"
          onClick={flow.backToStart}
          className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand hover:bg-brand/10"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('login.password.changeUser')}
        </button>
      </div>
      <PasswordField
        label={t('login.password.label')}
        name="password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setErrorKey(null);
          if (serverKey) flow.clearFieldError();
        }}
        maxLength={LOGIN_FIELD_MAX}
        autoComplete="current-password"
        enterKeyHint="go"
        required
        error={shownKey ? t(shownKey, { max: LOGIN_FIELD_MAX, ...flow.fieldError?.values }) : undefined}
      />
      <Button type="submit" block loading={flow.busy} className="min-h-12 text-base">
        {t('login.password.submit')}
      </Button>
    </form>
  );
}

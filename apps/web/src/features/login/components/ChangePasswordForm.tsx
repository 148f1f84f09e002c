import { isStrongPassword, LOGIN_FIELD_MAX } from '@restock/domain/rules/validators';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import type { LoginFlow } from '../use-login-flow';
import { FormFooter } from './FormFooter';

interface Errors {
  newPassword?: string;
  confirmPassword?: string;
}

/** First sign-in of a password account: a new password before anything else. */
export function ChangePasswordForm({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const server = flow.fieldError;
  const newKey = errors.newPassword ?? (server?.field === 'newPassword' ? server.key : undefined);
  const confirmKey = errors.confirmPassword ?? (server?.field === 'confirmPassword' ? server.key : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const a = newPassword.trim();
    const b = confirmPassword.trim();
    if (!a) next.newPassword = 'common.error.newPassword';
    if (!b) next.confirmPassword = 'common.error.confirmationPassword';
    if (a && b && a !== b) next.confirmPassword = 'common.alerts.error.E031';
    else if (a && !isStrongPassword(a)) next.newPassword = 'common.error.weakPassword';
    setErrors(next);
    if (next.newPassword) return newRef.current?.focus();
    if (next.confirmPassword) return confirmRef.current?.focus();
    // Both are trimmed (section 5), so what was checked is what is stored.
    void flow.submitChangePassword(a, b);
  };

  const clear = (field: keyof Errors) => {
    setErrors((x) => ({ ...x, [field]: undefined }));
    if (server) flow.clearFieldError();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="flex gap-3 rounded-xl bg-brand/5 px-3 py-3 text-sm text-slate-700">
        <ShieldCheck size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-brand" />
        <p>{t('login.changePassword.rule')}</p>
      </div>
      <PasswordField
        ref={newRef}
        label={t('login.changePassword.newLabel')}
        name="new-password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => {
          setNewPassword(e.target.value);
          clear('newPassword');
        }}
        maxLength={LOGIN_FIELD_MAX}
        required
        error={newKey ? t(newKey, { ...server?.values }) : undefined}
      />
      <PasswordField
        ref={confirmRef}
        label={t('login.changePassword.confirmLabel')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => {
          setConfirmPassword(e.target.value);
          clear('confirmPassword');
        }}
        maxLength={LOGIN_FIELD_MAX}
        required
        error={confirmKey ? t(confirmKey) : undefined}
      />
      <FormFooter submitLabel={t('login.changePassword.submit')} busy={flow.busy} onBack={flow.backToStart} />
    </form>
  );
}

import { isPresentPassword, isStrongPassword, LOGIN_FIELD_MAX } from '@restock/domain/rules/validators';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PasswordField } from '../../components/ui/password-field';
import { ApiError, errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { notify } from '../../lib/notify';
import { changePassword } from './api';

type Field = 'current' | 'next' | 'confirm';
type Errors = Partial<Record<Field | 'form', string>>;

/** Server codes that belong to one field. */
const FIELD_OF_CODE: Record<string, Field> = {
  E034: 'current',
  E020: 'current',
  E033: 'next',
  E032: 'next',
  E031: 'confirm',
};

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flags = useAppConfig().data?.settings.flags;
  const enabled = !!(flags?.isEnableResetPassword || flags?.isShowChangePassword);
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({ mutationFn: changePassword });

  const validate = (): Errors => {
    const e: Errors = {};
    const next = values.next.trim();
    const confirm = values.confirm.trim();
    if (!isPresentPassword(values.current)) e.current = t('settings.resetPassword.currentRequired');
    if (!next) e.next = t('common.error.newPassword');
    else if (!isStrongPassword(next)) e.next = t('common.error.weakPassword');
    else if (next === values.current) e.next = t('common.alerts.error.E033');
    if (!confirm) e.confirm = t('common.error.confirmationPassword');
    else if (next && confirm !== next) e.confirm = t('common.alerts.error.E031');
    return e;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(
      {
        OldPassword: values.current,
        NewPassword: values.next.trim(),
        ConfirmPassword: values.confirm.trim(),
      },
      {
        onSuccess: () => {
          notify.success(t('settings.resetPassword.success'));
          navigate('/ivy/settings');
        },
        onError: (error) => {
          const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
          setErrors({ [field ?? 'form']: errorMessage(error, t) });
        },
      },
    );
  };

  const field = (name: Field) => ({
    value: values[name],
    maxLength: LOGIN_FIELD_MAX,
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
    },
  });

  return (
    <div className="mx-auto max-w-lg">
      <PageHeader
        title={t('settings.resetPassword.title')}
        description={t('settings.resetPassword.description')}
        back={{ to: '/ivy/settings', label: t('settings.title') }}
      />
      {!enabled ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-700">
          {t('settings.resetPassword.disabled')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <PasswordField
            label={t('settings.resetPassword.current')}
            autoComplete="current-password"
            {...field('current')}
          />
          <PasswordField
            label={t('settings.resetPassword.new')}
            autoComplete="new-password"
            hint={t('common.error.weakPassword')}
            {...field('next')}
          />
          <PasswordField
            label={t('settings.resetPassword.confirm')}
            autoComplete="new-password"
            {...field('confirm')}
          />
          {errors.form ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {errors.form}
            </p>
          ) : null}
          <p className="flex gap-2 text-sm text-slate-500">
            <ShieldCheck size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
            {t('settings.resetPassword.otherSessions')}
          </p>
          <Button type="submit" block loading={mutation.isPending}>
            {t('settings.resetPassword.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}

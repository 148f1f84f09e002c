import { LOGIN_FIELD_MAX } from '@restock/domain/rules/validators';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { LoginFlow } from '../use-login-flow';

/** Step 1: user name or mobile number. */
export function LoginIdForm({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const serverKey = flow.fieldError?.field === 'loginId' ? flow.fieldError.key : null;
  const shownKey = errorKey ?? serverKey;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = flow.loginId.trim();
    if (!id) return setErrorKey('common.error.userName');
    if (id.length > LOGIN_FIELD_MAX) return setErrorKey('common.error.maxLength');
    setErrorKey(null);
    void flow.submitLoginId(id);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={t('login.signIn.loginIdLabel')}
        name="username"
        value={flow.loginId}
        onChange={(e) => {
          flow.setLoginId(e.target.value);
          setErrorKey(null);
          if (serverKey) flow.clearFieldError();
        }}
        maxLength={LOGIN_FIELD_MAX}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="next"
        required
        error={shownKey ? t(shownKey, { max: LOGIN_FIELD_MAX, ...flow.fieldError?.values }) : undefined}
      />
      <Button type="submit" block loading={flow.busy} className="min-h-12 text-base">
        {t('login.signIn.continue')}
        {flow.busy ? null : <ArrowRight size={18} aria-hidden="true" />}
      </Button>
    </form>
  );
}

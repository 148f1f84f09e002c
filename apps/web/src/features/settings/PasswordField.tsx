import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../components/ui/text-field';

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'end'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        end={
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('settings.password.hide') : t('settings.password.show')}
            aria-pressed={visible}
            className="mr-1 rounded-md p-2 text-slate-500 hover:bg-slate-100"
          >
            {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </button>
        }
      />
    );
  },
);

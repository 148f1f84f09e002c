import { useTranslation } from 'react-i18next';
import { statusLabelKey, statusTone } from '../status';

/** An order status as a coloured label (the server's name when the code is unknown to us). */
export function StatusBadge({
  code,
  name,
  className = '',
}: {
  code: string;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const key = statusLabelKey(code);
  return (
    <span
      data-testid="order-status"
      data-status={code}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusTone(code)} ${className}`}
    >
      {key ? t(key, { defaultValue: name }) : name}
    </span>
  );
}

import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/list-states';

/** A screen whose menu entry the client has not switched on: said plainly, with the way to the history. */
export function NotEnabledPanel({ icon, title, body }: { icon: LucideIcon; title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      heading
      testId="feature-not-enabled"
      icon={icon}
      title={title}
      body={body}
      action={
        <Link to="/ivy/orders" className="text-sm font-semibold text-brand hover:underline">
          {t('orders.notEnabled.toHistory')}
        </Link>
      }
    />
  );
}

import type { TStaticContentRequest } from '@restock/domain/contracts/appconfig';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStaticContent } from './static-content-dialog';

/**
 * A disclaimer the client writes as static content (MinOrderQtyDisclaimer on the product and the
 * cart, SmartListDisclaimer on smart lists), in the app's language. Nothing shows while it loads,
 * or when the client has none.
 */
export function StaticDisclaimer({
  code,
  className = '',
}: {
  code: Extract<TStaticContentRequest['Code'], 'MinOrderQtyDisclaimer' | 'SmartListDisclaimer'>;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const content = useStaticContent(code, i18n.language, undefined, { retry: false });
  if (!content.data) return null;
  return (
    <aside
      className={`flex items-start gap-2 rounded-2xl bg-slate-100 p-4 text-sm text-slate-700 ${className}`}
      data-testid={`disclaimer-${code}`}
    >
      <Info size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-slate-500" />
      <div>
        <h2 className="mb-1 font-semibold text-slate-900">{content.data.Title}</h2>
        {content.data.Body.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </aside>
  );
}

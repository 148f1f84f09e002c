import type { THelplineContact } from '@restock/domain/contracts/content';
import { BookOpenText, ExternalLink, LifeBuoy, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { useHelpline } from './api';
import { helplineHref } from './links';

const ICON = { Mobile: Phone, Email: Mail, ExternalLink: ExternalLink } as const;

function ContactCard({ contact }: { contact: THelplineContact }) {
  const { t } = useTranslation();
  const Icon = ICON[contact.Type];
  const href = helplineHref(contact);
  const action = t(`content.helpline.action.${contact.Type}`);
  const body = (
    <>
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-210 text-brand"
      >
        <Icon size={22} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t(`content.helpline.type.${contact.Type}`)}
        </span>
        <span className="block font-semibold text-slate-900">{contact.Label}</span>
        <span className="block break-all text-sm text-brand">{contact.Value}</span>
        {contact.Note ? <span className="mt-0.5 block text-xs text-slate-600">{contact.Note}</span> : null}
      </span>
      {href ? (
        <span className="hidden shrink-0 rounded-lg bg-brand px-3 py-2 text-sm font-semibold text-white sm:inline">
          {action}
        </span>
      ) : null}
    </>
  );
  const cls = 'flex min-h-20 items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
  return (
    <li data-testid="helpline-contact" data-type={contact.Type}>
      {href ? (
        <a
          href={href}
          className={`${cls} hover:border-brand focus-visible:outline-2 focus-visible:outline-brand`}
          // An outside page opens in a new tab with no way back into this one.
          {...(contact.Type === 'ExternalLink' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {body}
        </a>
      ) : (
        <div className={cls}>{body}</div>
      )}
    </li>
  );
}

/** Route supportHelpline: the client's helpline contacts, each a tap to call, write or open. */
export default function SupportHelplinePage() {
  const { t } = useTranslation();
  const helpline = useHelpline();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('content.helpline.title')} description={t('content.helpline.description')} />
      {helpline.isPending ? (
        <ListSkeleton rows={3} height="h-20" />
      ) : helpline.isError ? (
        <ErrorPanel error={helpline.error} onRetry={() => void helpline.refetch()} />
      ) : helpline.data.length === 0 ? (
        <EmptyState
          icon={LifeBuoy}
          title={t('content.helpline.empty.title')}
          body={t('content.helpline.empty.body')}
          look="page"
          testId="helpline-empty"
        />
      ) : (
        <ul className="space-y-3" data-testid="helpline-list">
          {helpline.data.map((c) => (
            <ContactCard key={`${c.Type}-${c.Value}`} contact={c} />
          ))}
        </ul>
      )}
      <Link
        to="/ivy/appGuidance"
        className="mt-6 flex items-center gap-3 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700 hover:border-brand"
        data-testid="helpline-guidance"
      >
        <BookOpenText size={20} aria-hidden="true" className="text-brand" />
        <span>
          <span className="block font-semibold text-slate-900">{t('content.guidance.title')}</span>
          {t('content.helpline.guidanceHint')}
        </span>
      </Link>
    </div>
  );
}

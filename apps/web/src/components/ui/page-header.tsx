import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The title block of a screen: an optional back link, the heading and a line of explanation. */
export function PageHeader({
  title,
  description,
  back,
  actions,
}: {
  title: string;
  description?: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5">
      {back ? (
        <Link
          to={back.to}
          className="mb-2 -ml-1 inline-flex items-center gap-1 rounded-md px-1 py-1 text-sm font-medium text-brand hover:underline"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description ? <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
    </div>
  );
}

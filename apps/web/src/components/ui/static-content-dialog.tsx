import {
  type TStaticContent,
  type TStaticContentRequest,
  ZStaticContent,
} from '@restock/domain/contracts/appconfig';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, errorMessage } from '../../lib/api';
import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

/** The static contents a retailer reads and accepts (AppConfig StaticContent codes). */
export type StaticContentCode = 'ContractAgreement' | 'TermsAndCondition';

/**
 * The one loader of a static content (title and paragraphs) in the app's language. `token`: the
 * onboarding token, before there is a session. Needs a QueryClient above it (the shell's, or the
 * sign-in page's own for its dialogs).
 */
export function useStaticContent(
  code: TStaticContentRequest['Code'] | null,
  language: string,
  token?: string,
  options: { retry?: boolean } = {},
) {
  return useQuery({
    queryKey: ['staticContent', code, language] as const,
    enabled: code !== null,
    staleTime: 10 * 60_000,
    ...(options.retry === false ? { retry: false } : {}),
    queryFn: async ({ signal }): Promise<TStaticContent> =>
      (
        await apiCall(
          '/AppConfig/StaticContent',
          { Code: code },
          { schema: ZStaticContent, signal, ...(token === undefined ? {} : { token }) },
        )
      ).data,
  });
}

/**
 * A static content (contract agreement, terms and conditions) in a dialog, read before accepting
 * it: its paragraphs, Close, and the accept button once it has loaded (none without `onAccept`: read
 * again later, from the settings). Closed while `code` is null.
 * `title` shows until the content's own title arrives; the caller gives the texts of its part of
 * the app (the sign-in page shares components/ui, locales/parts.ts).
 */
export function StaticContentDialog({
  code,
  token,
  title,
  acceptLabel,
  onClose,
  onAccept,
}: {
  code: StaticContentCode | null;
  token?: string;
  title: string;
  acceptLabel?: string;
  onClose(): void;
  onAccept?(code: StaticContentCode): void;
}) {
  const { t, i18n } = useTranslation();
  // The last content opened stays on while the dialog closes.
  const [shown, setShown] = useState(code);
  if (code !== null && code !== shown) setShown(code);
  const content = useStaticContent(code ?? shown, i18n.language, token);
  return (
    <Dialog
      open={code !== null}
      onOpenChange={(next) => !next && onClose()}
      title={content.data?.Title || title}
      closeLabel={t('common.close')}
    >
      {content.isPending ? (
        <div className="flex justify-center py-10 text-brand">
          <Spinner size={28} label={t('common.loading')} />
        </div>
      ) : content.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorMessage(content.error, t)}
        </p>
      ) : (
        <div className="max-h-[50dvh] space-y-3 overflow-y-auto pe-1 text-sm leading-relaxed text-slate-700">
          {content.data.Body.map((paragraph, i) => (
            // Paragraphs of a fixed text: the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: static paragraphs never reorder
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        {content.isSuccess && code && onAccept ? (
          <Button onClick={() => onAccept(code)}>{acceptLabel}</Button>
        ) : null}
      </div>
    </Dialog>
  );
}

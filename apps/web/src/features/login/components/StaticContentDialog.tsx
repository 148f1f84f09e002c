import type { TStaticContent } from '@restock/domain/contracts/appconfig';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { fetchStaticContent, type StaticContentCode } from '../api';

const TITLE_KEY: Record<StaticContentCode, string> = {
  ContractAgreement: 'contractAgreement.title',
  TermsAndCondition: 'login.onboard.termsTitle',
};

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; content: TStaticContent }
  | { status: 'failed'; message: string };

/** The contract agreement or the terms, read during onboarding (with the onboarding token). */
export function StaticContentDialog({
  code,
  token,
  onClose,
  onAccept,
}: {
  code: StaticContentCode | null;
  token: string;
  onClose(): void;
  onAccept(code: StaticContentCode): void;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    if (!code) return;
    let live = true;
    setLoaded({ status: 'loading' });
    fetchStaticContent(code, token).then(
      (content) => live && setLoaded({ status: 'ready', content }),
      (err: unknown) => live && setLoaded({ status: 'failed', message: errorMessage(err, t) }),
    );
    return () => {
      live = false;
    };
  }, [code, token, t]);

  const title =
    loaded.status === 'ready' && loaded.content.Title ? loaded.content.Title : code ? t(TITLE_KEY[code]) : '';
  return (
    <Dialog
      open={code !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={t('common.close')}
    >
      {loaded.status === 'loading' ? (
        <div className="flex justify-center py-10 text-brand">
          <Spinner size={28} label={t('common.loading')} />
        </div>
      ) : loaded.status === 'failed' ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {loaded.message}
        </p>
      ) : (
        <div className="max-h-[50dvh] space-y-3 overflow-y-auto pe-1 text-sm leading-relaxed text-slate-700">
          {loaded.content.Body.map((paragraph, i) => (
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
        {loaded.status === 'ready' && code ? (
          <Button onClick={() => onAccept(code)}>{t('login.staticContent.accept')}</Button>
        ) : null}
      </div>
    </Dialog>
  );
}

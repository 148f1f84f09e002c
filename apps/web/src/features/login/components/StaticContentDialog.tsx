import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  StaticContentDialog as ContentDialog,
  type StaticContentCode,
} from '../../../components/ui/static-content-dialog';

const TITLE_KEY: Record<StaticContentCode, string> = {
  ContractAgreement: 'contractAgreement.title',
  TermsAndCondition: 'login.onboard.termsTitle',
};

/**
 * The sign-in page's own query client, for these dialogs only: the shell's loads with the
 * signed-in area. A failed read says so at once (no retries), as before a session there is
 * nothing to wait for.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** The contract agreement or the terms, read during onboarding (with the onboarding token). */
export default function StaticContentDialog({
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
  return (
    <QueryClientProvider client={queryClient}>
      <ContentDialog
        code={code}
        token={token}
        title={code ? t(TITLE_KEY[code]) : ''}
        acceptLabel={t('login.staticContent.accept')}
        onClose={onClose}
        onAccept={onAccept}
      />
    </QueryClientProvider>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../components/ui/toaster';

/** App-wide providers of the first load (kept small: server-state caching lives in the shell). */
export function Providers({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      <Toaster closeLabel={t('common.close')} />
    </>
  );
}

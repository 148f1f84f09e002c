import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { ContactCard, CreditDetailsCard, RegistrationCard, RepCard, StoreCard } from './ProfileCards';
import { ProfileHeader } from './ProfileHeader';
import { useProfilePage } from './use-profile';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <div className="h-32 animate-pulse rounded-2xl bg-slate-200/70" />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="h-56 animate-pulse rounded-2xl bg-slate-200/70" />
        <div className="h-56 animate-pulse rounded-2xl bg-slate-200/70" />
      </div>
    </div>
  );
}

/** The retailer's profile: contact, store, registration, and the sections the client turns on. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { profile, view } = useProfilePage();

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError || !view) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p className="font-medium">{errorMessage(profile.error, t)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const { sections } = view;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="sr-only">{t('profile.title')}</h1>
      <ProfileHeader view={view} />
      <div className="gap-4 md:columns-2">
        <ContactCard view={view} />
        <StoreCard view={view} />
        <RegistrationCard view={view} />
        {sections.has('creditDetails') ? <CreditDetailsCard view={view} /> : null}
        {sections.has('myCompanyRepDetails') ? <RepCard view={view} which="companyRep" /> : null}
        {sections.has('myDistRepDetails') ? <RepCard view={view} which="distributorRep" /> : null}
      </div>
    </div>
  );
}

import { MessageSquareWarning, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState, ErrorPanel, ListFooter, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { useComplaintLovs, useComplaints } from './api';
import { ComplaintCard } from './ComplaintCard';
import { ComplaintForm } from './ComplaintForm';

/** Route myComplaints: the retailer's complaints, and the generate-complaint form. */
export default function ComplaintsPage() {
  const { t } = useTranslation();
  const list = useComplaints();
  const lovs = useComplaintLovs();
  const [formOpen, setFormOpen] = useState(false);
  const complaints = list.data?.pages.flatMap((p) => p.complaints) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;

  const generate = (
    <Button onClick={() => setFormOpen(true)} disabled={!lovs.data} data-testid="complaint-new">
      <Plus size={18} aria-hidden="true" />
      {t('complaints.generate')}
    </Button>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('complaints.title')}
        description={t('complaints.description')}
        actions={generate}
      />
      {list.isPending ? (
        <ListSkeleton rows={3} height="h-56" />
      ) : list.isError && complaints.length === 0 ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : complaints.length === 0 ? (
        <EmptyState
          icon={MessageSquareWarning}
          title={t('complaints.empty.title')}
          body={t('complaints.empty.body')}
          look="page"
          testId="complaints-empty"
        />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="complaints-list">
            {complaints.map((c) => (
              <ComplaintCard key={c.ComplaintId} complaint={c} />
            ))}
          </ul>
          <ListFooter
            list={list}
            moreLabel={t('complaints.showMore')}
            shownText={t('complaints.shown', { count: complaints.length, total })}
          />
        </>
      )}
      <Dialog
        open={formOpen}
        onOpenChange={setFormOpen}
        title={t('complaints.generate')}
        closeLabel={t('common.close')}
      >
        {lovs.data ? (
          <ComplaintForm
            types={lovs.data.ComplaintTypes}
            reasons={lovs.data.ComplaintReasons}
            disposalMethods={lovs.data.DisposalMethods}
            returnTo={lovs.data.ReturnTo}
            onDone={() => setFormOpen(false)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

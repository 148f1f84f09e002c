import type { TSurveyNotification } from '@restock/domain/contracts/survey';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { remindLater } from './reminder-check';

/**
 * The pending-survey modal at start: the surveys to answer and 'go to survey'. 'Later' (or closing
 * it) keeps it away until tomorrow on this device: a store owner reopens the app many times a day.
 */
export default function SurveyReminder({
  surveys,
  onClose,
}: {
  surveys: TSurveyNotification[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const later = () => {
    remindLater();
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : later())}
      title={t('survey.reminder.title')}
      description={t('survey.reminder.body', { count: surveys.length })}
      closeLabel={t('common.close')}
    >
      <ul className="mb-4 space-y-2" data-testid="survey-reminder-list">
        {surveys.map((s) => (
          <li key={s.SurveyId} className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <ClipboardList size={16} aria-hidden="true" className="shrink-0 text-brand" />
            <span className="font-medium text-slate-900">{s.SurveyName}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={later} data-testid="survey-reminder-later">
          {t('survey.reminder.later')}
        </Button>
        <Button
          onClick={() => {
            onClose();
            navigate('/ivy/survey');
          }}
          data-testid="survey-reminder-go"
        >
          {t('survey.reminder.go')}
        </Button>
      </div>
    </Dialog>
  );
}

import { useParams } from 'react-router';
import SurveyFormPage from './SurveyFormPage';
import SurveyListPage from './SurveyListPage';
import SurveyResponsePage from './SurveyResponsePage';

/**
 * The survey routes' screens in one chunk and one route (survey, survey/{surveyId},
 * survey/{surveyId}/response/{responseId}): the list, a survey's form, an answered response.
 */
export default function SurveyScreens() {
  const { surveyId, responseId } = useParams();
  if (responseId) return <SurveyResponsePage />;
  if (surveyId) return <SurveyFormPage />;
  return <SurveyListPage />;
}

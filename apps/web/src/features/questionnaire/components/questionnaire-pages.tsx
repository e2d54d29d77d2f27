import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/page-meta.ts';
import { ROUTES } from '../../../app/routes.ts';
import { site } from '../../../content/site.ts';
import { FreeTextFlow } from './free-text-flow.tsx';
import { KnownQuestionnaire } from './known-questionnaire.tsx';
import { UnknownQuestionnaire } from './unknown-questionnaire.tsx';

/** `?format=questions` switches a questionnaire to its free-text variant. */
function useFreeText(): boolean {
  const [params] = useSearchParams();
  return params.get('format') === 'questions';
}

/** /find-destination: the unknown-destination questionnaire or its 10-question variant. */
export function FindDestinationPage() {
  usePageMeta({
    title: `Find your destination | ${site.productName}`,
    description: 'Answer 5 quick questions and get destination ideas with a plan made for you.',
  });
  return useFreeText() ? (
    <FreeTextFlow kind="unknown" guidedPath={ROUTES.findDestination} />
  ) : (
    <UnknownQuestionnaire />
  );
}

/** /build-plan: the known-destination questionnaire or its 8-question variant. */
export function BuildPlanPage() {
  usePageMeta({
    title: `Build your plan | ${site.productName}`,
    description: 'Tell us where you are going and get a day-by-day plan made for you.',
  });
  return useFreeText() ? (
    <FreeTextFlow kind="known" guidedPath={ROUTES.buildPlan} />
  ) : (
    <KnownQuestionnaire />
  );
}

import { type KnownFormData, MSG, type UnknownFormData } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../auth/api/current-user.ts';
import { planKey } from '../../plan-view/api/plan.ts';
import { clearAnswers, readKnownAnswers, readUnknownAnswers } from '../../questionnaire/index.ts';
import { startBackgroundWork } from '../api/background-work.ts';
import {
  ResultsError,
  type ResultsKind,
  requestRecommendation,
  savePlan,
} from '../api/generate-plan.ts';

/** The results page's states (plans-payments-admin §3): LOADING, then SUCCESS or ERROR. */
export type ResultsState =
  | { status: 'LOADING' }
  | { status: 'SUCCESS'; planId: number }
  | { status: 'ERROR'; message: string };

/** The plan created from this tab's answers, so a reload shows it instead of an error. */
const lastPlanKey = (kind: ResultsKind) => `results:last-plan:${kind}`;

function readLastPlan(kind: ResultsKind): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(lastPlanKey(kind)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function rememberPlan(kind: ResultsKind, planId: number): void {
  try {
    window.sessionStorage.setItem(lastPlanKey(kind), String(planId));
  } catch {
    // Storage unavailable: a reload then shows the session-expired message.
  }
}

const filled = (...values: string[]) => values.every((value) => value.trim() !== '');

/** The answers the generation needs, or null: the session-expired check (§4). */
function readAnswers(kind: ResultsKind): KnownFormData | UnknownFormData | null {
  if (kind === 'known') {
    const form = readKnownAnswers();
    return form && filled(form.destination, form.departingFrom, form.plansSoFar) ? form : null;
  }
  const form = readUnknownAnswers();
  return form && filled(form.travelMotivation, form.departingFrom, form.travelTimeline)
    ? form
    : null;
}

/**
 * Generates and saves a plan from the questionnaire answers in sessionStorage, then starts
 * the background work. The answers are cleared once the plan exists. `retry` ("Try Again")
 * starts over with a fresh retry count.
 */
export function useGeneratePlan(kind: ResultsKind) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ResultsState>({ status: 'LOADING' });
  const [run, setRun] = useState(0);
  const firstName = user?.firstName ?? '';
  const firstNameRef = useRef(firstName);
  firstNameRef.current = firstName;

  useEffect(() => {
    void run;
    const controller = new AbortController();
    setState({ status: 'LOADING' });
    const form = readAnswers(kind);
    if (!form) {
      const last = readLastPlan(kind);
      setState(
        last !== null
          ? { status: 'SUCCESS', planId: last }
          : { status: 'ERROR', message: MSG.sessionExpired },
      );
      return;
    }
    const name = firstNameRef.current;
    let created = false;
    (async () => {
      const destination = await requestRecommendation(
        kind,
        { ...form, firstName: name },
        controller.signal,
      );
      const plan = await savePlan(kind, destination, form);
      // From here on the plan exists: finish even if the page is leaving.
      created = true;
      queryClient.setQueryData(planKey(plan.plan_id), plan);
      clearAnswers(kind);
      rememberPlan(kind, plan.plan_id);
      setState({ status: 'SUCCESS', planId: plan.plan_id });
      await startBackgroundWork({
        kind,
        plan,
        form,
        destination,
        firstName: name,
        onPlan: (fresh) => queryClient.setQueryData(planKey(fresh.plan_id), fresh),
      });
    })().catch((error: unknown) => {
      if (created) {
        console.warn('Background work failed', error);
        return;
      }
      if (controller.signal.aborted) return;
      if (!(error instanceof ResultsError)) console.error('Plan generation failed', error);
      const message =
        error instanceof ResultsError && error.message ? error.message : MSG.unexpected;
      setState({ status: 'ERROR', message });
    });
    return () => controller.abort();
  }, [kind, run, queryClient]);

  const retry = useCallback(() => setRun((value) => value + 1), []);
  return { state, retry };
}

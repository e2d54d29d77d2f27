import type { PlanRecord } from '@app/shared';
import { type MouseEvent, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { fetchPlanCalendar } from '../api/download-calendar.ts';
import { saveFile } from '../save-file.ts';

/** What went wrong, in words: too many downloads, a plan no longer there, anything else. */
export function calendarFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return 'Too many downloads from here for now. Please try again later.';
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 401)) {
    return "This plan's calendar is no longer available to you.";
  }
  return 'Failed to make the calendar file. Please try again.';
}

/**
 * The itinerary as a calendar file (GET /api/plans/{id}/calendar.ics): one event per day
 * part, for anyone who can see the plan. A link (it can be copied or saved as), but a click
 * fetches the file first so that a refusal shows a message, like the PDF's alert, instead of
 * saving the error as the file.
 */
export function CalendarLink({ plan }: { plan: PlanRecord }) {
  const [working, setWorking] = useState(false);
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (working) return;
    setWorking(true);
    try {
      const { blob, fileName } = await fetchPlanCalendar(plan.plan_id);
      saveFile(blob, fileName);
    } catch (error) {
      console.error('Calendar download failed', error);
      window.alert(calendarFailureText(error));
    } finally {
      setWorking(false);
    }
  };
  return (
    <a
      className={buttonClassName({ variant: 'secondary' })}
      href={`/api/plans/${plan.plan_id}/calendar.ics`}
      download
      onClick={(event) => void download(event)}
      aria-busy={working || undefined}
      aria-disabled={working || undefined}
    >
      Add to calendar (.ics)
    </a>
  );
}

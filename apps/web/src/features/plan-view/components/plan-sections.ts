import type { PlanRecord } from '@app/shared';
import { type DestinationKey, destinationOf, isUnknownType } from '../plan-data.ts';

/** One place on the plan page the navigation can take the reader to. */
export interface NavItem {
  id: string;
  label: string;
  /** Days are listed compactly, after the sections. */
  day?: boolean;
}

export interface NavGroup {
  id: string;
  /** The destination's name (a plan with two destinations has a group for each). */
  label: string;
  items: NavItem[];
}

/** The ids of one destination's sections ("first-stay", "second-day-3", ...). */
export function sectionIds(key: DestinationKey) {
  const prefix = key === 'destination' ? 'first' : 'second';
  return {
    top: `${prefix}-top`,
    stay: `${prefix}-stay`,
    eat: `${prefix}-eat`,
    do: `${prefix}-do`,
    tips: `${prefix}-tips`,
    itinerary: `${prefix}-itinerary`,
    day: (n: number) => `${prefix}-day-${n}`,
  };
}

export const SUMMARY_ID = 'plan-summary';
export const COMPARE_ID = 'plan-compare';

function destinationItems(key: DestinationKey, days: number[]): NavItem[] {
  const ids = sectionIds(key);
  return [
    { id: ids.stay, label: 'Stay' },
    { id: ids.eat, label: 'Eat' },
    { id: ids.do, label: 'Do' },
    { id: ids.tips, label: 'Tips' },
    ...days.map((n) => ({ id: ids.day(n), label: `Day ${n}`, day: true })),
  ];
}

/** The plan page's navigation: what this viewer's page holds, in page order. */
export function planNavigation(plan: PlanRecord): NavGroup[] {
  const first = destinationOf(plan, 'destination');
  if (!first) return [];
  const unknown = isUnknownType(plan);
  const days = first.itinerary.map((day) => day.day_num);
  const head: NavItem[] = [{ id: SUMMARY_ID, label: 'Overview' }];
  if (unknown) head.push({ id: COMPARE_ID, label: 'Compare' });
  const groups: NavGroup[] = [
    {
      id: sectionIds('destination').top,
      label: first.location,
      items: [...head, ...destinationItems('destination', plan.is_preview ? [] : days)],
    },
  ];
  if (plan.is_preview) {
    groups[0]?.items.push({ id: sectionIds('destination').itinerary, label: 'Itinerary' });
  }
  const second = unknown ? destinationOf(plan, 'second_destination') : null;
  if (second) {
    groups.push({
      id: sectionIds('second_destination').top,
      label: second.location,
      items: destinationItems(
        'second_destination',
        second.itinerary.map((day) => day.day_num),
      ),
    });
  }
  return groups;
}

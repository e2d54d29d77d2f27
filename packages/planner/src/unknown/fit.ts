/**
 * How a destination serves each of the traveller's top wishes (themes, interests in their own
 * words, the chips they picked), from catalogue facts only. "Why this destination" names the
 * venues, the destination choice counts them, and the comparison's verdict says which
 * destination serves which wish better.
 */
import { highC } from '../build/climate.ts';
import { eligibleActivities, eligibleRestaurants } from '../build/select.ts';
import type { Destination } from '../catalogue/types.ts';
import {
  ENVIRONMENT_BY_CHIP,
  EXPERIENCE_BY_CHIP,
  type StatedInterest,
  servesInterest,
} from '../parse/interests.ts';
import { THEME_RULES, type Theme } from '../parse/wishes.ts';
import type { PlanRequest } from '../request.ts';
import { joinList, norm, wordTable } from '../text.ts';
import type { Scored, Wishes } from './scored.ts';
import { themeFit, themeVenue } from './themes.ts';

/** A venue's text, normalised once per process. */
const textCache = new WeakMap<object, string>();
function textOf(v: { name: string; description: string; cuisine?: string }): string {
  let t = textCache.get(v);
  if (t === undefined) {
    t = norm(`${v.name} ${v.cuisine ?? ''} ${v.description}`);
    textCache.set(v, t);
  }
  return t;
}

/**
 * Venues that serve an interest for this request: activities the traveller may do (access,
 * children, season, places to skip) and, for food and drink, restaurants they may eat at.
 */
export function interestVenues(
  d: Destination,
  req: PlanRequest,
  interest: StatedInterest,
): string[] {
  const acts = eligibleActivities(d, req)
    .filter((a) => servesInterest(interest, textOf(a), a.kinds))
    .map((a) => a.name);
  const food = interest.food
    ? eligibleRestaurants(d, req)
        .filter((r) => servesInterest(interest, textOf(r)))
        .map((r) => r.name)
    : [];
  return [...acts, ...food];
}

const countCache = new WeakMap<Destination, Map<string, number>>();

/** How many of the destination's venues serve an interest (for ranking all destinations; cached). */
export function interestCount(d: Destination, interest: StatedInterest): number {
  let byLabel = countCache.get(d);
  if (!byLabel) {
    byLabel = new Map();
    countCache.set(d, byLabel);
  }
  const hit = byLabel.get(interest.label);
  if (hit !== undefined) return hit;
  const n =
    d.activities.filter((a) => servesInterest(interest, textOf(a), a.kinds)).length +
    (interest.food ? d.restaurants.filter((r) => servesInterest(interest, textOf(r))).length : 0);
  byLabel.set(interest.label, n);
  return n;
}

/** Interests that a theme already speaks for ("wine" the theme and "wine" the interest). */
const THEME_OF_INTEREST: Record<string, Theme> = wordTable({
  wine: 'wine',
  beaches: 'beach',
  wildlife: 'wildlife',
  'spas and hot springs': 'hot-springs',
});

/** The stated interests that are not already themes of the request. */
export function ownInterests(req: PlanRequest): StatedInterest[] {
  return (req.interests ?? []).filter((i) => {
    const theme = THEME_OF_INTEREST[i.label];
    return !theme || !req.themes.includes(theme);
  });
}

export interface WishFit {
  /** "the northern lights", "hiking", "Beach & Coastal". */
  label: string;
  /** 0 (not served) to 1 (clearly served). */
  score: number;
  /** Catalogue evidence: venue names or a climate figure. */
  evidence?: string;
}

function themeLabel(theme: Theme): string {
  return THEME_RULES.find((r) => r.theme === theme)?.label ?? theme;
}

function chipLabel<T extends string>(map: Record<string, T>, tag: T): string | undefined {
  return Object.entries(map).find(([, t]) => t === tag)?.[0];
}

/** How the destination serves each top wish, in the order the traveller gave them. */
export function wishFits(s: Scored, req: PlanRequest, w: Wishes): WishFit[] {
  const d = s.dest;
  const out: WishFit[] = [];
  for (const theme of req.themes) {
    const score = themeFit(d, theme, req.months);
    const venue = themeVenue(d, theme, req.months);
    const cold = theme === 'snow' && req.months.length > 0;
    const evidence =
      venue ??
      (cold ? `highs around ${Math.max(...req.months.map((m) => highC(d, m)))}°C` : undefined);
    out.push({ label: themeLabel(theme), score, evidence: score > 0 ? evidence : undefined });
  }
  for (const interest of ownInterests(req)) {
    const venues = interestVenues(d, req, interest);
    out.push({
      label: interest.label,
      score: Math.min(3, venues.length) / 3,
      evidence: venues.length > 0 ? joinList(venues.slice(0, 2)) : undefined,
    });
  }
  for (const t of w.environment) {
    const label = chipLabel(ENVIRONMENT_BY_CHIP, t);
    if (label) out.push({ label, score: d.environment.includes(t) ? 1 : 0 });
  }
  for (const t of w.experiences) {
    const label = chipLabel(EXPERIENCE_BY_CHIP, t);
    if (label) out.push({ label, score: d.experiences.includes(t) ? 1 : 0 });
  }
  return out;
}

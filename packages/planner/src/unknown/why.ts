/**
 * "Why this destination": the preferences a destination matches, each stated from catalogue
 * facts (climate table, coordinates, venues) and the request, never from invented claims.
 */
import { highC, seasonScore } from '../build/climate.ts';
import { TIER_LABEL, tripCost } from '../build/info.ts';
import { eligibleActivities } from '../build/select.ts';
import { listDestinations } from '../catalogue/index.ts';
import type { Destination } from '../catalogue/types.ts';
import { servesDiet } from '../parse/dietary.ts';
import { ENVIRONMENT_BY_CHIP, EXPERIENCE_BY_CHIP } from '../parse/interests.ts';
import type { Theme } from '../parse/wishes.ts';
import { type PlanRequest, tierFor } from '../request.ts';
import { joinList, MONTH_NAMES, usd } from '../text.ts';
import { interestVenues, ownInterests } from './fit.ts';
import type { Scored, Wishes } from './scored.ts';
import { themeFit, themeVenue } from './themes.ts';

const MAX_REASONS = 6;
/** Stated interests named in "why", at most. */
const MAX_INTEREST_REASONS = 2;

function span(values: readonly number[]): string {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? `${lo}°C` : `${lo}-${hi}°C`;
}

function monthsLabel(req: PlanRequest): string {
  return req.monthsLabel || joinList(req.months.map((m) => MONTH_NAMES[m - 1] ?? ''));
}

function themeReason(d: Destination, theme: Theme, req: PlanRequest): string | undefined {
  if (themeFit(d, theme, req.months) <= 0) return undefined;
  const highs = req.months.map((m) => highC(d, m));
  const when = req.months.length ? ` in ${monthsLabel(req)}` : '';
  const venue = themeVenue(d, theme, req.months);
  switch (theme) {
    case 'snow':
      return `Snow: daytime highs around ${span(highs.length ? highs : [Math.min(...d.climate.highC)])}${when}.`;
    case 'ski':
      return `Skiing: ${venue ? `${venue} is in our catalogue` : 'snowy mountains'}${when ? `, with highs around ${span(highs)}${when}` : ''}.`;
    case 'aurora':
      return `Northern lights: at ${Math.round(d.lat)}°N it lies far enough north for aurora viewing in the dark months${venue ? `; ${venue} is in our catalogue` : ''}.`;
    case 'beach':
      return `Beach weather: highs around ${span(highs.length ? highs : [d.climate.highC[6] ?? 25])}${when}.`;
    case 'villages':
      return 'Small towns and countryside rather than a big city.';
    default:
      return venue ? `${themeLabel(theme)}: ${venue}.` : undefined;
  }
}

function themeLabel(theme: Theme): string {
  const labels: Partial<Record<Theme, string>> = {
    wine: 'Wine',
    safari: 'Safari',
    wildlife: 'Wildlife',
    'christmas-market': 'Christmas markets',
    'cherry-blossom': 'Cherry blossom',
    'hot-springs': 'Hot springs',
    'dog-sledding': 'Husky sledding',
  };
  return labels[theme] ?? theme;
}

function chipLabel<T extends string>(map: Record<string, T>, tag: T): string | undefined {
  return Object.entries(map).find(([, t]) => t === tag)?.[0];
}

/** When a seasonal wish can be met, for the note that says no place meets it in these months. */
const THEME_SEASON: Partial<Record<Theme, string>> = {
  aurora:
    'they need dark night skies, which the far north has from about September to March (in June and July the midnight sun leaves none)',
  'christmas-market': 'they run from late November to Christmas',
  'cherry-blossom':
    "Japan's and Korea's cherry trees flower from late March to early April, a little later further north",
  ski: 'ski seasons run in each hemisphere’s winter',
  snow: 'snow needs the cold months of each hemisphere',
};

/**
 * A seasonal wish no catalogue destination meets in the travel months (the northern lights in
 * June) is said plainly first, rather than answered with a place that cannot show it.
 */
function outOfSeasonEverywhere(theme: Theme, req: PlanRequest): string | undefined {
  const season = THEME_SEASON[theme];
  if (!season || req.months.length === 0) return undefined;
  if (listDestinations().some((d) => themeFit(d, theme, req.months) > 0)) return undefined;
  const label = theme === 'aurora' ? 'the northern lights' : themeLabel(theme).toLowerCase();
  return `No place we know has ${label} in ${monthsLabel(req)}: ${season}. This is our best match for the rest of your wishes.`;
}

export function whyDestination(s: Scored, req: PlanRequest, w: Wishes): string[] {
  const d = s.dest;
  const out: string[] = [];
  for (const theme of req.themes) {
    const r = themeReason(d, theme, req) ?? outOfSeasonEverywhere(theme, req);
    if (r) out.push(r);
  }
  // The interests they wrote, with the venues that serve them (in season, suited to the party).
  let told = 0;
  const cited = new Set<string>();
  for (const interest of ownInterests(req)) {
    if (told >= MAX_INTEREST_REASONS) break;
    // Each venue is cited once: "museums" and "art" do not both name the same two museums.
    const venues = interestVenues(d, req, interest).filter((v) => !cited.has(v));
    if (venues.length === 0) continue;
    for (const v of venues.slice(0, 2)) cited.add(v);
    const label = `${interest.label.charAt(0).toUpperCase()}${interest.label.slice(1)}`;
    out.push(`${label}, as you asked: ${joinList(venues.slice(0, 2))}.`);
    told++;
  }
  if (req.region) out.push(`In ${req.region.label}, as you asked.`);
  if (s.km !== undefined && req.departure) {
    const km = Math.round(s.km / 10) * 10;
    const limit =
      req.maxDistanceKm !== undefined && s.km <= req.maxDistanceKm && req.limit
        ? `, within your limit (${req.limit.label})`
        : '';
    out.push(`About ${km.toLocaleString('en-US')} km from ${req.departure.name}${limit}.`);
  }
  const matched = [
    ...w.environment
      .filter((t) => d.environment.includes(t))
      .map((t) => chipLabel(ENVIRONMENT_BY_CHIP, t)),
    ...w.experiences
      .filter((t) => d.experiences.includes(t))
      .map((t) => chipLabel(EXPERIENCE_BY_CHIP, t)),
  ].filter((x): x is string => x !== undefined);
  if (matched.length) out.push(`Matches what you picked: ${joinList(matched.slice(0, 4))}.`);
  if (req.months.length > 0 && !req.themes.some((t) => ['snow', 'ski', 'aurora'].includes(t))) {
    const score = seasonScore(d, req.months);
    if (score >= 0.5)
      out.push(
        `${monthsLabel(req)} is a good time to go: highs around ${span(req.months.map((m) => highC(d, m)))}.`,
      );
  }
  if (req.dietary.length > 0) {
    const n = d.restaurants.filter((r) => servesDiet(r.dietary, req.dietary)).length;
    if (n > 0)
      out.push(
        `${n} restaurant${n > 1 ? 's' : ''} in our catalogue with ${req.dietary.join(' and ')} options.`,
      );
  }
  if (req.kids) {
    const n = d.activities.filter((a) => a.familyFriendly).length;
    out.push(`${n} family-friendly activities.`);
  }
  if (req.accessible) {
    const n = eligibleActivities(d, req).length;
    out.push(`${n} activities documented as wheelchair accessible.`);
  }
  // The level the plan is made at (the overview says the same), when the budget covers it.
  const range = req.budgetRange;
  const tier = tierFor(d, req);
  const cost = tripCost(d, tier, req.days);
  if (range && range[1] > 0 && cost <= range[1])
    out.push(
      `Your budget covers a ${TIER_LABEL[tier]} trip here (about ${usd(cost)} per person before flights).`,
    );
  return out.slice(0, MAX_REASONS);
}

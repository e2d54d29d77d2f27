/**
 * Generated chip lists for the questionnaire: the spec's default labels re-ordered by what the
 * answers say, plus a few specific chips. Never more than MAX_GENERATED_CHIPS.
 */
import {
  DESTINATION_CHIPS,
  EXPERIENCE_CHIPS,
  MAX_GENERATED_CHIPS,
  PRIORITY_CHIPS,
} from '@app/shared';
import { findDestination } from './catalogue/index.ts';
import type { ActivityKind, EnvironmentTag, ExperienceTag } from './catalogue/types.ts';
import { geocode } from './gazetteer.ts';
import {
  ENVIRONMENT_BY_CHIP,
  EXPERIENCE_BY_CHIP,
  KINDS_BY_PRIORITY,
  kindsInText,
  tagsFromChips,
  tagsFromText,
} from './parse/interests.ts';
import { parseTimeline } from './parse/timeline.ts';
import { hasChildren } from './parse/travellers.ts';
import { norm } from './text.ts';

export interface DestinationChipInput {
  travelMotivation?: string;
  departingFrom?: string;
  datesTraveling?: string;
  otherTravelers?: string;
}

export interface ExperienceChipInput extends DestinationChipInput {
  destinationPreferences?: readonly string[];
}

export interface ExperienceQuestionChipInput {
  destination?: string;
  otherTravelers?: string;
  plansSoFar?: string;
  dayStructurePreferences?: readonly string[];
}

/** Specific chips offered when the words appear; each is readable by the planner's text parser. */
const SPECIFIC: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(island|islands)\b/, 'Island Escapes'],
  [/\b(wine|vineyards?)\b/, 'Wine Country'],
  [/\b(ski|skiing|snow)\b/, 'Snowy Mountains'],
  [/\b(street food|food|foodie|eat)\b/, 'Street Food Tours'],
  [/\b(snorkel\w*|diving|reef)\b/, 'Snorkelling'],
  [/\b(hik\w*|trek\w*|trails?)\b/, 'Hiking Trails'],
  [/\b(art|museums?|galleries)\b/, 'Museums & Galleries'],
  [/\b(wildlife|safari)\b/, 'Wildlife'],
  [/\b(surf\w*)\b/, 'Surfing'],
  [/\b(honeymoon|romantic|anniversary)\b/, 'Romantic Getaways'],
];

function ordered<T extends string>(defaults: readonly T[], score: (label: T) => number): T[] {
  return defaults
    .map((label, i) => ({ label, i, s: score(label) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.label);
}

function finish(relevant: string[], specific: string[], rest: string[]): string[] {
  const out: string[] = [];
  for (const label of [...relevant, ...specific, ...rest])
    if (!out.includes(label)) out.push(label);
  return out.slice(0, MAX_GENERATED_CHIPS);
}

function specificChips(text: string): string[] {
  const t = norm(text);
  return SPECIFIC.filter(([re]) => re.test(t)).map(([, label]) => label);
}

function seasonTags(dates: string, departing: string): EnvironmentTag[] {
  const southern = (departing ? (geocode(departing)?.lat ?? 1) : 1) < 0;
  const { months } = parseTimeline(dates, { southern });
  const winter = southern ? [6, 7, 8] : [12, 1, 2];
  const summer = southern ? [12, 1, 2] : [6, 7, 8];
  if (months.some((m) => winter.includes(m))) return ['warm', 'beach'];
  if (months.some((m) => summer.includes(m))) return ['beach', 'mountains', 'cool'];
  return [];
}

export function destinationChips(input: DestinationChipInput): string[] {
  const text = `${input.travelMotivation ?? ''}`;
  const wanted = tagsFromText(text).environment;
  const season = seasonTags(input.datesTraveling ?? '', input.departingFrom ?? '');
  const kids = hasChildren(input.otherTravelers ?? '');
  const score = (label: (typeof DESTINATION_CHIPS)[number]): number => {
    const tag = ENVIRONMENT_BY_CHIP[label];
    let s = 0;
    if (wanted.includes(tag)) s += 3;
    if (season.includes(tag)) s += 1;
    if (kids && (tag === 'beach' || tag === 'popular')) s += 1;
    return s;
  };
  const order = ordered(DESTINATION_CHIPS, score);
  const relevant = order.filter((l) => score(l) > 0);
  const specific = specificChips(text).filter(
    (l) => !/Tours|Museums|Snorkelling|Surfing|Hiking/.test(l),
  );
  return finish(relevant, specific, order);
}

const EXPERIENCE_BY_ENVIRONMENT: Partial<Record<EnvironmentTag, ExperienceTag[]>> = {
  beach: ['relaxing', 'recreation'],
  warm: ['relaxing'],
  mountains: ['active', 'scenic'],
  urban: ['culinary', 'nightlife', 'cultural'],
  rural: ['quiet', 'scenic'],
  traditional: ['cultural', 'historical'],
  'hidden-gem': ['quiet'],
  modern: ['nightlife'],
};

export function experienceChips(input: ExperienceChipInput): string[] {
  const text = input.travelMotivation ?? '';
  const fromText = tagsFromText(text).experiences;
  const env = [
    ...tagsFromChips(input.destinationPreferences ?? []).environment,
    ...tagsFromText(text).environment,
  ];
  const implied = env.flatMap((e) => EXPERIENCE_BY_ENVIRONMENT[e] ?? []);
  const kids = hasChildren(input.otherTravelers ?? '');
  const score = (label: (typeof EXPERIENCE_CHIPS)[number]): number => {
    const tag = EXPERIENCE_BY_CHIP[label];
    let s = 0;
    if (fromText.includes(tag)) s += 3;
    s += implied.filter((t) => t === tag).length;
    if (kids && tag === 'nightlife') s -= 3;
    if (kids && tag === 'recreation') s += 1;
    return s;
  };
  const order = ordered(EXPERIENCE_CHIPS, score);
  const relevant = order.filter((l) => score(l) > 0);
  const specific = specificChips(text).filter((l) =>
    /Tours|Snorkelling|Surfing|Hiking|Museums|Wildlife/.test(l),
  );
  return finish(relevant, specific, order);
}

/** Specific known-path chips from the destination's own activity kinds. */
const KIND_CHIPS: Partial<Record<ActivityKind, string>> = {
  beach: 'Beach Days',
  'water-sport': 'Snorkelling & Water Sports',
  hike: 'Hiking',
  food: 'Street Food Tours',
  performance: 'Shows & Performances',
  'live-music': 'Live Music',
  'religious-site': 'Temples & Sacred Sites',
  'historic-site': 'Historic Sites',
  market: 'Local Markets',
  viewpoint: 'Sunset Viewpoints',
};

export function experienceQuestionChips(input: ExperienceQuestionChipInput): string[] {
  const dest = input.destination ? findDestination(input.destination) : undefined;
  const counts = new Map<ActivityKind, number>();
  for (const a of dest?.activities ?? [])
    for (const k of a.kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  const mentioned = kindsInText(
    `${input.plansSoFar ?? ''} ${(input.dayStructurePreferences ?? []).join(' ')}`,
  );
  const kids = hasChildren(input.otherTravelers ?? '');
  const score = (label: (typeof PRIORITY_CHIPS)[number]): number => {
    const kinds = KINDS_BY_PRIORITY[label];
    let s = kinds.reduce((sum, k) => sum + Math.min(3, counts.get(k) ?? 0), 0) / 2;
    s += kinds.filter((k) => mentioned.includes(k)).length * 3;
    if (kids && label === 'Family-Friendly Activities') s += 5;
    if (kids && label === 'Nightlife & Entertainment') s -= 5;
    return s;
  };
  const order = ordered(PRIORITY_CHIPS, score);
  const relevant = order.filter((l) => score(l) > 0).slice(0, 8);
  const specific = [...counts.entries()]
    .filter(([k, n]) => n >= 2 && KIND_CHIPS[k] && !(kids && k === 'live-music'))
    .sort((a, b) => b[1] - a[1])
    .map(([k]) => KIND_CHIPS[k] as string)
    .slice(0, 4);
  return finish(relevant, specific, order);
}

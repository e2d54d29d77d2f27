/**
 * What the traveller wants more of, as weights on catalogue activity kinds, read from chips
 * (experience, priority) and from free text (motivation, plans so far, revision feedback).
 */

import type { DESTINATION_CHIPS, EXPERIENCE_CHIPS, PRIORITY_CHIPS } from '@app/shared';
import type { ActivityKind, EnvironmentTag, ExperienceTag } from '../catalogue/types.ts';
import { norm, wordTable } from '../text.ts';

export type KindWeights = Partial<Record<ActivityKind, number>>;

/** Each questionnaire chip label as the tag it stands for (same order as the label lists). */
export const ENVIRONMENT_BY_CHIP: Record<(typeof DESTINATION_CHIPS)[number], EnvironmentTag> =
  wordTable({
    'Warm & Tropical': 'warm',
    'Cool & Temperate': 'cool',
    'Beach & Coastal': 'beach',
    'Mountains & Nature': 'mountains',
    'Urban & City Life': 'urban',
    'Rural & Countryside': 'rural',
    'Popular Destinations': 'popular',
    'Hidden Gems': 'hidden-gem',
    'Modern & Developed': 'modern',
    'Traditional & Authentic': 'traditional',
  });

export const EXPERIENCE_BY_CHIP: Record<(typeof EXPERIENCE_CHIPS)[number], ExperienceTag> =
  wordTable({
    'Relaxing & Leisurely': 'relaxing',
    'Active & Adventurous': 'active',
    'Cultural Immersion': 'cultural',
    'Scenic & Natural': 'scenic',
    'Nightlife & Social': 'nightlife',
    'Quiet & Intimate': 'quiet',
    'Culinary Adventures': 'culinary',
    'Simple Dining': 'simple-dining',
    'Historical & Educational': 'historical',
    'Pure Recreation': 'recreation',
  });

export const KINDS_BY_PRIORITY: Record<(typeof PRIORITY_CHIPS)[number], ActivityKind[]> = wordTable(
  {
    'Amazing Restaurants': ['food', 'market'],
    'Shopping & Souvenirs': ['shopping', 'market'],
    'Local Culture & Exploration': [
      'neighbourhood-walk',
      'historic-site',
      'religious-site',
      'market',
    ],
    'Tours & Guides': ['tour'],
    'Nightlife & Entertainment': ['nightlife', 'live-music', 'performance'],
    'Spa & Wellness': ['spa'],
    'Adventure Activities': ['adventure', 'hike', 'water-sport'],
    'Museums & Art Galleries': ['museum', 'gallery'],
    'Outdoor Recreation & Nature': ['nature', 'park', 'hike', 'beach'],
    'Photography & Scenic Views': ['viewpoint', 'nature', 'landmark'],
    'Family-Friendly Activities': ['family', 'park'],
  },
);

export const KINDS_BY_EXPERIENCE: Record<ExperienceTag, ActivityKind[]> = {
  relaxing: ['beach', 'spa', 'park'],
  active: ['hike', 'adventure', 'water-sport'],
  cultural: ['museum', 'gallery', 'religious-site', 'performance', 'neighbourhood-walk'],
  scenic: ['viewpoint', 'nature'],
  nightlife: ['nightlife', 'live-music'],
  quiet: ['park', 'nature', 'gallery'],
  culinary: ['food', 'market'],
  'simple-dining': ['market'],
  historical: ['historic-site', 'museum', 'landmark'],
  recreation: ['beach', 'water-sport', 'family', 'park'],
};

/** Words people write -> the kinds they mean. Also used to read revision feedback. */
export const KIND_KEYWORDS: ReadonlyArray<readonly [RegExp, ActivityKind[]]> = [
  [/\b(museums?|exhibits?|exhibitions?)\b/, ['museum']],
  [/\b(art|galleries|gallery|paintings?)\b/, ['gallery', 'museum']],
  [
    /\b(history|historic|historical|ruins|castles?|palaces?|heritage)\b/,
    ['historic-site', 'landmark'],
  ],
  [
    /\b(temples?|churches|church|cathedrals?|mosques?|shrines?|religious|spiritual)\b/,
    ['religious-site'],
  ],
  [/\b(landmarks?|sights|sightseeing|monuments?|icons?|iconic)\b/, ['landmark', 'viewpoint']],
  [/\b(parks?|gardens?|green)\b/, ['park']],
  [
    /\b(nature|outdoors?|outdoor|wildlife|scenery|forests?|lakes?|national parks?)\b/,
    ['nature', 'park'],
  ],
  [/\b(hik(e|es|ing)|trek(s|king)?|walks? in the hills|trails?)\b/, ['hike', 'nature']],
  [/\b(beach(es)?|sand|seaside|coast|coastal|swim(ming)?|sun ?bath(e|ing)?)\b/, ['beach']],
  [/\b(views?|viewpoints?|sunsets?|panoram(a|ic)|photography|photos?)\b/, ['viewpoint']],
  [/\b(markets?|bazaars?|souks?)\b/, ['market']],
  [/\b(shopping|shops?|boutiques|souvenirs?)\b/, ['shopping', 'market']],
  [
    /\b(food(ie)?|foods|eat(ing)?|cuisine|culinary|street food|tasting|wine|gastronomy|restaurants?|dining)\b/,
    ['food', 'market'],
  ],
  [/\b(tours?|guided|guides?)\b/, ['tour']],
  [
    /\b(nightlife|bars?|clubs?|clubbing|party|partying|cocktails?|night out|pubs?)\b/,
    ['nightlife'],
  ],
  [/\b(music|jazz|concerts?|gigs?|live music)\b/, ['live-music', 'performance']],
  [/\b(spa|spas|wellness|massage|hot springs?|onsen|relax(ing|ation)?|pamper(ing)?)\b/, ['spa']],
  [
    /\b(adventure|adventurous|thrill|adrenaline|zip ?lin(e|ing)|rafting|climbing|paragliding)\b/,
    ['adventure'],
  ],
  [
    /\b(surf(ing)?|snorkel(ling|ing)?|diving|scuba|kayak(ing)?|sailing|boat(ing)?|water sports?|paddle)\b/,
    ['water-sport'],
  ],
  [
    /\b(neighbou?rhoods?|wander(ing)?|strolls?|stroll(ing)?|walking|local life|streets)\b/,
    ['neighbourhood-walk'],
  ],
  [/\b(kids?|children|family|families|zoo|aquarium|theme park)\b/, ['family']],
  [/\b(shows?|theat(er|re)|opera|ballet|performances?|dance|flamenco)\b/, ['performance']],
];

export function kindsInText(text: string): ActivityKind[] {
  const t = norm(text);
  const out: ActivityKind[] = [];
  for (const [re, kinds] of KIND_KEYWORDS)
    if (re.test(t)) for (const k of kinds) if (!out.includes(k)) out.push(k);
  return out;
}

function bump(weights: KindWeights, kinds: readonly ActivityKind[], by: number): void {
  for (const k of kinds) weights[k] = (weights[k] ?? 0) + by;
}

/** Weights from every chip list and free-text answer; chips count more than passing words. */
export function interestWeights(input: { chips?: readonly string[]; text?: string }): KindWeights {
  const w: KindWeights = {};
  for (const chip of input.chips ?? []) {
    const priority = KINDS_BY_PRIORITY[chip as keyof typeof KINDS_BY_PRIORITY];
    if (priority) bump(w, priority, 3);
    const exp = EXPERIENCE_BY_CHIP[chip as keyof typeof EXPERIENCE_BY_CHIP];
    if (exp) bump(w, KINDS_BY_EXPERIENCE[exp], 2);
    if (!priority && !exp) bump(w, kindsInText(chip), 2);
  }
  bump(w, kindsInText(input.text ?? ''), 2);
  return w;
}

/** Environment and experience tags named by chips or by words in text ("beach", "quiet"). */
export function tagsFromChips(chips: readonly string[]): {
  environment: EnvironmentTag[];
  experiences: ExperienceTag[];
} {
  const environment: EnvironmentTag[] = [];
  const experiences: ExperienceTag[] = [];
  for (const chip of chips) {
    const e = ENVIRONMENT_BY_CHIP[chip as keyof typeof ENVIRONMENT_BY_CHIP];
    if (e && !environment.includes(e)) environment.push(e);
    const x = EXPERIENCE_BY_CHIP[chip as keyof typeof EXPERIENCE_BY_CHIP];
    if (x && !experiences.includes(x)) experiences.push(x);
    if (e || x) continue;
    // Generated chips ("Island Escapes", "Street Food Tours") are read like free text.
    const fromText = tagsFromText(chip);
    for (const t of fromText.environment) if (!environment.includes(t)) environment.push(t);
    for (const t of fromText.experiences) if (!experiences.includes(t)) experiences.push(t);
  }
  return { environment, experiences };
}

const TEXT_TAGS: ReadonlyArray<readonly [RegExp, EnvironmentTag[], ExperienceTag[]]> = [
  [
    /\b(beach(es)?|seaside|by the sea|the sea|sea views?|coast(al)?|ocean|island|islands|surf(ing)?|snorkel\w*)\b/,
    ['beach', 'warm'],
    ['relaxing'],
  ],
  [/\b(warm|hot|tropical|sun|sunny|sunshine)\b/, ['warm'], []],
  [/\b(cool|mild|temperate|escape the heat)\b/, ['cool'], []],
  [
    /\b(mountains?|alps|alpine|hik(e|es|ing)|trek\w*|nature|outdoors|national parks?)\b/,
    ['mountains'],
    ['active', 'scenic'],
  ],
  [/\b(city|cities|urban|metropolis|skyline)\b/, ['urban'], []],
  [/\b(countryside|rural|villages?|vineyards?|farm)\b/, ['rural'], ['quiet']],
  [
    /\b(off the beaten (path|track)|hidden gems?|less touristy|undiscovered|fewer tourists)\b/,
    ['hidden-gem'],
    [],
  ],
  [/\b(traditional|authentic|old town|heritage)\b/, ['traditional'], ['cultural']],
  [/\b(modern|futuristic|architecture)\b/, ['modern'], []],
  [/\b(food(ie)?|eat(ing)?|cuisine|culinary|street food|wine|restaurants?)\b/, [], ['culinary']],
  [/\b(museums?|art|galleries|culture|cultural)\b/, [], ['cultural']],
  [/\b(history|historic(al)?|ruins|castles?)\b/, [], ['historical']],
  [/\b(nightlife|bars?|clubs?|party|partying|night out)\b/, [], ['nightlife']],
  [
    /\b(quiet|peaceful|calm|tranquil|slow|unwind|escape the crowds|romantic|honeymoon)\b/,
    [],
    ['quiet', 'relaxing'],
  ],
  [/\b(relax(ing|ation)?|rest|recharge|spa|wellness|lazy)\b/, [], ['relaxing']],
  [/\b(adventure|adventurous|active|thrill|adrenaline)\b/, [], ['active']],
  [/\b(scenic|views?|landscapes?|photography|wildlife)\b/, [], ['scenic']],
];

export function tagsFromText(text: string): {
  environment: EnvironmentTag[];
  experiences: ExperienceTag[];
} {
  const t = norm(text);
  const environment: EnvironmentTag[] = [];
  const experiences: ExperienceTag[] = [];
  for (const [re, env, exp] of TEXT_TAGS) {
    if (!re.test(t)) continue;
    for (const e of env) if (!environment.includes(e)) environment.push(e);
    for (const x of exp) if (!experiences.includes(x)) experiences.push(x);
  }
  return { environment, experiences };
}

export {
  type StatedInterest,
  servesInterest,
  statedInterests,
} from './stated-interests.ts';

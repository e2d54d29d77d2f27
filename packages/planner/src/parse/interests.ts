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

/**
 * An interest the traveller wrote in their own words ("hiking", "craft beer", "jazz"): matched to
 * venues by kind or by words in a venue's name, cuisine or description, so "why this destination"
 * can name the venues that serve it and the destination choice can count them.
 */
export interface StatedInterest {
  /** How the plan names it: "hiking", "craft beer". */
  label: string;
  /** Activity kinds that serve it. */
  kinds: readonly ActivityKind[];
  /** Words (normalised) in a venue's text that serve it. */
  terms: readonly string[];
  /** Restaurants and bars can serve it too (beer, wine, street food, coffee). */
  food?: boolean;
  /**
   * Specific enough that a plan without a venue for it says so ("we couldn't find jazz in our
   * Melbourne catalogue"); broad ones (food, views, history) are met by any plan.
   */
  specific?: boolean;
  /** Phrases whose words do not count ("diving board" is not diving). */
  notPhrases?: readonly string[];
  /** Venues whose text names one of these never serve it (a reef aquarium is not a reef). */
  notVenues?: readonly string[];
}

interface InterestRule extends StatedInterest {
  re: RegExp;
}

const INTEREST_RULES: readonly InterestRule[] = [
  {
    re: /\b(hik(e|es|ing)|trek(s|king)?|trails?|walks? in the (hills|mountains))\b/,
    label: 'hiking',
    specific: true,
    kinds: ['hike'],
    terms: ['hike', 'hiking', 'trail', 'trek', 'trekking'],
  },
  {
    re: /\b(craft beers?|beers?|brewer(y|ies)|brewpubs?|ales?|breweries)\b/,
    label: 'beer',
    specific: true,
    kinds: [],
    terms: [
      'beer',
      'beers',
      'brewery',
      'breweries',
      'brewpub',
      'taproom',
      'beer hall',
      'biergarten',
      'ale',
      'ales',
      'microbrewery',
    ],
    food: true,
  },
  {
    re: /\b(?<!mulled )(wine|wines|winer(y|ies)|vineyards?|wine tasting)\b/,
    label: 'wine',
    specific: true,
    kinds: [],
    terms: [
      'wine',
      'wines',
      'winery',
      'wineries',
      'vineyard',
      'vineyards',
      'wine bar',
      'cellar',
      'bodega',
      'enoteca',
    ],
    food: true,
  },
  {
    re: /\b(street food|food stalls?|hawkers?|night markets?|food markets?)\b/,
    label: 'street food',
    specific: true,
    kinds: [],
    terms: [
      'street food',
      'hawker',
      'food stall',
      'food stalls',
      'stalls',
      'night market',
      'food market',
      'food hall',
    ],
    food: true,
  },
  {
    re: /\b(museums?|exhibitions?)\b/,
    label: 'museums',
    specific: true,
    kinds: ['museum'],
    terms: ['museum'],
  },
  {
    re: /\b(art|galleries|gallery|paintings?)\b/,
    label: 'art',
    specific: true,
    kinds: ['gallery'],
    terms: ['gallery', 'art museum', 'paintings'],
  },
  {
    re: /\bjazz\b/,
    label: 'jazz',
    specific: true,
    kinds: [],
    terms: ['jazz'],
  },
  {
    re: /\b(live music|concerts?|gigs?|music)\b/,
    label: 'live music',
    specific: true,
    kinds: ['live-music'],
    terms: ['live music', 'concert', 'concerts'],
  },
  {
    re: /\b(architecture|architectural|buildings)\b/,
    label: 'architecture',
    kinds: [],
    terms: [
      'architecture',
      'architect',
      'gothic',
      'baroque',
      'art nouveau',
      'modernista',
      'modernist',
      'art deco',
      'renaissance',
      'romanesque',
      'brutalist',
    ],
  },
  {
    re: /\b(beach(es)?|seaside)\b/,
    label: 'beaches',
    specific: true,
    kinds: ['beach'],
    terms: ['beach'],
  },
  {
    re: /\b(nightlife|bars|clubs|clubbing|night out|partying|cocktails?)\b/,
    label: 'nightlife',
    specific: true,
    kinds: ['nightlife'],
    terms: ['cocktail', 'cocktails', 'nightclub'],
  },
  {
    re: /\b(history|historic(al)?|ruins|castles?|heritage)\b/,
    label: 'history',
    kinds: ['historic-site'],
    terms: ['ruins', 'castle'],
  },
  {
    re: /\b(cathedrals?|churches|temples?|mosques?|shrines?)\b/,
    label: 'sacred sites',
    kinds: ['religious-site'],
    terms: ['cathedral', 'temple', 'mosque', 'shrine'],
  },
  {
    re: /\b(markets?|bazaars?|souks?)\b/,
    label: 'markets',
    kinds: ['market'],
    terms: ['market', 'bazaar', 'souk'],
  },
  {
    re: /\b(cycling|bik(e|es|ing)|bicycles?)\b/,
    label: 'cycling',
    specific: true,
    kinds: [],
    terms: ['cycling', 'bike', 'bikes', 'bicycle', 'cycle', 'by bike'],
  },
  {
    re: /\b(surf(ing)?)\b/,
    label: 'surfing',
    specific: true,
    kinds: [],
    terms: ['surf', 'surfing', 'surfers'],
  },
  {
    re: /\b(snorkel\w*|diving|scuba)\b/,
    label: 'snorkelling and diving',
    specific: true,
    kinds: [],
    terms: [
      'snorkel',
      'snorkelling',
      'snorkeling',
      'diving',
      'dives',
      'dive centre',
      'dive centres',
      'dive site',
      'dive sites',
      'scuba',
      'reef',
    ],
    notPhrases: [
      'diving board',
      'diving platform',
      'diving tower',
      'pearl diving',
      'free divers',
      'gold reef',
      'shark reef',
    ],
    notVenues: ['aquarium', 'museum', 'theme park', 'waterpark', 'water park'],
  },
  {
    re: /\b(wildlife|animals|birds?|birdwatching|whales?)\b/,
    label: 'wildlife',
    specific: true,
    kinds: [],
    terms: [
      'wildlife',
      'birds',
      'birdwatching',
      'safari',
      'whale',
      'whales',
      'penguins',
      'seals',
      'dolphins',
    ],
  },
  {
    re: /\b(spas?|wellness|hot springs?|onsen|thermal baths?)\b/,
    label: 'spas and hot springs',
    specific: true,
    kinds: ['spa'],
    terms: ['spa', 'onsen', 'hot spring', 'hot springs', 'thermal'],
  },
  {
    re: /\b(theat(er|re)|opera|ballet|shows?|flamenco)\b/,
    label: 'shows',
    specific: true,
    kinds: ['performance'],
    terms: ['theatre', 'theater', 'opera', 'ballet', 'flamenco'],
  },
  {
    re: /\b(coffee|cafes)\b/,
    label: 'coffee',
    kinds: [],
    terms: ['coffee', 'cafe', 'roastery'],
    food: true,
  },
  {
    re: /\b(food(ie)?|foods|cuisine|culinary|gastronomy|eat(ing)?)\b/,
    label: 'food',
    kinds: ['food'],
    terms: ['tasting', 'food tour', 'cooking class'],
  },
  {
    re: /\b(parks?|gardens?)\b/,
    label: 'parks and gardens',
    kinds: ['park'],
    terms: ['garden', 'gardens', 'park'],
  },
  {
    re: /\b(views?|viewpoints?|sunsets?|photography)\b/,
    label: 'views',
    kinds: ['viewpoint'],
    terms: ['viewpoint', 'sunset', 'panoramic'],
  },
];

/** Interests named in free text, in the order of the rules (specific ones first), each once. */
export function statedInterests(text: string): StatedInterest[] {
  const t = norm(text);
  if (!t) return [];
  const found = INTEREST_RULES.filter((r) => r.re.test(t)).map(({ re: _re, ...i }) => i);
  // "Street food" is the wish; the word "food" in it is not a second one.
  const street =
    found.some((i) => i.label === 'street food') &&
    !/\bfood(ie)?\b/.test(t.replace(/street food/g, ''));
  return street ? found.filter((i) => i.label !== 'food') : found;
}

/** A venue's normalised text serves the interest (by kind or a whole-word term). */
export function servesInterest(
  interest: StatedInterest,
  normText: string,
  kinds: readonly ActivityKind[] = [],
): boolean {
  if (kinds.some((k) => interest.kinds.includes(k))) return true;
  let padded = ` ${normText} `;
  if (interest.notVenues?.some((v) => padded.includes(` ${v} `))) return false;
  for (const phrase of interest.notPhrases ?? []) padded = padded.replaceAll(` ${phrase} `, '  ');
  return interest.terms.some((term) => padded.includes(` ${term} `));
}

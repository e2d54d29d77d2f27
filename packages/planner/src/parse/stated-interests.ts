/**
 * Interests a traveller writes in their own words ("hiking", "craft beer", "jazz", "diving") and
 * the catalogue venues that serve them. The rule table is kept apart from interests.ts, which
 * reads chips and free text as weights on activity kinds.
 */
import type { ActivityKind } from '../catalogue/types.ts';
import { norm } from '../text.ts';

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

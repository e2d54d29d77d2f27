/**
 * Wishes in the traveller's words: themes that decide where and when (snow, aurora, safari, wine,
 * villages, beach, Christmas markets, cherry blossom) and named things they want to do or eat
 * ("a Broadway show", "pastel de nata", "a sumo tournament"). Every wish is either matched to a
 * catalogue venue in the plan or named in a note, so none is silently dropped.
 */

import type { ActivityKind } from '../catalogue/types.ts';
import { norm, wordTable } from '../text.ts';
import { kindsInText } from './interests.ts';
import { isOccasionPhrase } from './occasions.ts';

export const THEMES = [
  'snow',
  'ski',
  'aurora',
  'safari',
  'wildlife',
  'wine',
  'villages',
  'beach',
  'christmas-market',
  'cherry-blossom',
  'hot-springs',
  'dog-sledding',
] as const;
export type Theme = (typeof THEMES)[number];

export interface ThemeRule {
  theme: Theme;
  re: RegExp;
  /** How the plan names it ("the northern lights"). */
  label: string;
  /** Words that show a venue or day trip serves the theme. */
  terms: readonly string[];
}

export const THEME_RULES: readonly ThemeRule[] = [
  {
    theme: 'aurora',
    re: /\b(northern lights|aurora( borealis)?|polar lights)\b/,
    label: 'the northern lights',
    terms: ['aurora', 'northern lights'],
  },
  {
    theme: 'ski',
    re: /\b(ski|skis|skiing|snowboard(ing)?|apres ski|slopes)\b/,
    label: 'skiing',
    terms: ['ski', 'skiing', 'slopes'],
  },
  {
    theme: 'snow',
    re: /\b(snow|snowy|winter wonderland|sleigh( ride)?)\b/,
    label: 'snow',
    terms: ['snow', 'sleigh'],
  },
  {
    theme: 'safari',
    re: /\b(safaris?|game drives?|big five|lions|elephants|the migration|gorillas?)\b/,
    label: 'safari',
    terms: ['safari', 'game drive', 'game reserve', 'gorilla', 'big five', 'wildebeest'],
  },
  {
    // Wildlife in general: bears and bison, whales and puffins, as well as a safari.
    theme: 'wildlife',
    re: /\b(wildlife|wild animals|animals|bears?|grizzl(y|ies)|wolves|bison|moose|whales?|whale watching|penguins?|puffins?|orangutans?|koalas?|kangaroos?)\b/,
    label: 'wildlife',
    terms: [
      'wildlife',
      'safari',
      'game drive',
      'bison',
      'bear',
      'bears',
      'grizzly',
      'grizzlies',
      'wolves',
      'moose',
      'elk',
      'whale',
      'whales',
      'penguin',
      'penguins',
      'puffin',
      'puffins',
      'orangutan',
      'orangutans',
      'sea lion',
      'sea lions',
      'dolphins',
      'gorilla',
      'gorillas',
      'koala',
      'koalas',
      'kangaroo',
      'kangaroos',
      'birdwatching',
    ],
  },
  {
    theme: 'dog-sledding',
    re: /\b(husk(y|ies)|dog ?sled\w*|sled dogs?|mushing)\b/,
    label: 'husky sledding',
    terms: ['husky', 'huskies', 'dog sled', 'dog sledding', 'sled dog', 'dogsled'],
  },
  {
    theme: 'wine',
    // "Mulled wine" comes with a Christmas market, not a wine region.
    re: /\b(?<!mulled )(wine|wines|vineyards?|winer(y|ies)|wine tastings?|harvest)\b/,
    label: 'wine',
    terms: ['wine', 'vineyard', 'winery', 'wineries', 'cellar'],
  },
  {
    theme: 'villages',
    re: /\b(small towns?|villages?|hill towns?|countryside|hamlets?)\b/,
    label: 'small towns and villages',
    terms: ['village', 'villages', 'town', 'countryside'],
  },
  {
    theme: 'beach',
    re: /\b(beach(es)?|seaside|swim(ming)? in (the )?(sea|warm water|ocean)|snorkel\w*)\b/,
    label: 'the beach',
    terms: ['beach', 'snorkel'],
  },
  {
    theme: 'christmas-market',
    re: /\b(christmas markets?|christkindl\w*|advent markets?|weihnachtsm\w*)\b/,
    label: 'Christmas markets',
    terms: ['christmas market', 'christkindl', 'advent'],
  },
  {
    theme: 'cherry-blossom',
    re: /\b(cherry blossoms?|sakura|hanami)\b/,
    label: 'cherry blossom',
    terms: ['cherry blossom', 'sakura', 'hanami'],
  },
  {
    theme: 'hot-springs',
    re: /\b(hot springs?|onsen|thermal baths?)\b/,
    label: 'hot springs',
    terms: ['hot spring', 'hot springs', 'onsen', 'thermal'],
  },
];

export function themesIn(text: string): Theme[] {
  const t = norm(text);
  return THEME_RULES.filter((r) => r.re.test(t)).map((r) => r.theme);
}

export interface NamedWish {
  /** As the traveller wrote it, tidied: "Broadway show". */
  label: string;
  /** Words that must all appear in a venue's text (proper nouns, or the specific nouns). */
  required: string[];
  /**
   * The specific common nouns beside the proper ones ("football" in "the Georgia football
   * game"): what the wish is about when its proper noun only names the destination itself.
   */
  nouns?: string[];
  /** Theme wishes: any of these phrases in a venue's text serves it. */
  anyOf?: readonly string[];
  theme?: Theme;
  /** Generic interests ("bars", "hiking"): any scheduled activity of these kinds serves it. */
  kinds?: ActivityKind[];
}

/** Words that carry no wish on their own. */
const GENERIC = new Set(
  (
    'time here highlights highlight trip holiday holidays vacation flights flight booked hotel hotels ' +
    'things stuff places place everything anything something fun day days week night nights evening evenings ' +
    'mornings morning afternoon first last best main sights visit lot lots bit city town area ' +
    'experience experiences memories rest break plan plans idea ideas way kind cosy cozy maybe some ' +
    'want wants like love good great nice real proper authentic local famous classic old new little quiet ' +
    'slow long short easy gentle relaxed relaxing views view food drinks culture history family kids children ' +
    'highlights escape grey gray weather sun sunny warm cold away somewhere new see eat every each ' +
    'nothing else yet sorted planned arranged decided far done weekend weekends ' +
    // Who the trip is with or for: "visiting a friend" is not a thing to book.
    'friend friends relative relatives cousin cousins sister brother parent parents grandparents ' +
    'son daughter grandkids grandchildren girlfriend boyfriend wife husband partner colleague colleagues ' +
    // When, not what: "the football game on Saturday" is a football wish.
    'monday tuesday wednesday thursday friday saturday sunday january february march april june ' +
    'july august september october november december'
  ).split(' '),
);

/** Nouns that name the format rather than the thing ("sumo tournament": the wish is sumo). */
const WEAK_HEADS = new Set(
  'show shows match matches tournament dinner dinners lunch lunches club clubs tour tours ride rides trip trips class classes night evening field fields view views tasting tastings experience performance game games'.split(
    ' ',
  ),
);

/** Leading words that introduce a wish ("we want to see", "eat", "a night at the"). */
const LEAD =
  /^(?:(?:and|also|then|plus|maybe|definitely|really|please|i d|we d|i|we|would|like|love|want|wants|hope|hoping|plan|planning|need|must|to|going|go|do|try|trying|see|seeing|watch|watching|visit|visiting|eat|eating|hear|hearing|ride|riding|take|taking|have|having|get|attend|attending|experience|explore|exploring|catch|book|a|an|the|some|our|my|one|night|nights|evening|day|at|in|on|of|first|time|real|good|great|best)\s+)+/;
const TRAIL =
  /\s+(?:every (?:day|night|morning)|each (?:day|night)|at least once|if possible|too|as well|please|while we re there|on the trip)$/;
const NEGATED = /^(?:no|not|nothing|none|never|don t|dont|without)\b/;
const STOP = new Set(
  'a an the of at in on to and or with for de la le el di da del des du et y from by near'.split(
    ' ',
  ),
);

export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The phrase as the traveller cased it ("Premier League football match"), when words align. */
function inOriginalCase(raw: string, phrase: string): string {
  const words = raw.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const normed = norm(raw).split(' ');
  const target = phrase.split(' ');
  if (words.length !== normed.length) return phrase;
  for (let i = 0; i + target.length <= normed.length; i++)
    if (target.every((w, j) => normed[i + j] === w))
      return words.slice(i, i + target.length).join(' ');
  return phrase;
}

/** The wish's core: before a place preposition ("sushi at the fish market" -> "sushi"). */
function core(phrase: string): { head: string; context: string } {
  const m = phrase.match(/^(.+?)\s+(?:at|in|on|near|from|by|between|around)\s+(.+)$/);
  return m ? { head: m[1] ?? phrase, context: m[2] ?? '' } : { head: phrase, context: '' };
}

function segmentWish(
  raw: string,
  startsSentence: boolean,
  properOnly: boolean,
): NamedWish | undefined {
  const words = raw.trim().split(/\s+/).filter(Boolean);
  const cleaned = norm(raw).replace(LEAD, '').replace(TRAIL, '').trim();
  // A wish is a short phrase once its lead-in is gone ("going to the ..."): longer is a sentence.
  if (words.length === 0 || cleaned.split(' ').length > 7) return undefined;
  const theme = THEME_RULES.find((r) => r.re.test(norm(raw)));
  // "Nothing booked yet", "no museums": not something to schedule.
  if (NEGATED.test(norm(raw))) return undefined;
  // "It is our honeymoon", "my 40th birthday": an occasion, named in the overview instead.
  if (isOccasionPhrase(raw)) return undefined;
  if (theme) return { label: theme.label, required: [], anyOf: theme.terms, theme: theme.theme };
  const proper = words
    .filter(
      (w, i) => /^\p{Lu}/u.test(w) && !(i === 0 && startsSentence) && !/^(I|We|My|Our)$/.test(w),
    )
    .map((w) => stem(norm(w)))
    .filter((w) => w && !STOP.has(w) && !GENERIC.has(w));
  if (!cleaned || (properOnly && proper.length === 0)) return undefined;
  const { head, context } = core(cleaned);
  const content = head.split(' ').filter((w) => w && !STOP.has(w) && !GENERIC.has(w));
  if (content.length === 0 && proper.length === 0) return undefined;
  const phrase = (context && proper.some((p) => context.includes(p)) ? cleaned : head).trim();
  const label = inOriginalCase(raw, phrase);
  const specific = content.filter((w) => !WEAK_HEADS.has(w));
  if (proper.length > 0) {
    const nouns = specific.map(stem).filter((w) => !proper.includes(w));
    return nouns.length ? { label, required: proper, nouns } : { label, required: proper };
  }
  const kinds = kindsInText(content.join(' '));
  if (kinds.length > 0 && specific.every((w) => kindsInText(w).length > 0))
    return { label, required: [], kinds };
  const required = (specific.length ? specific : content.slice(-1)).slice(-3).map(stem);
  return { label, required };
}

/**
 * Named wishes in free text. Proper nouns ("Broadway", "Preservation Hall") must appear in a
 * venue's text; otherwise the specific nouns of the wish's core do ("sumo", "deep dish pizza").
 * `properOnly` keeps just themes and proper nouns: a motivation ("escape the grey") is not a list
 * of things to book.
 */
export function namedWishes(text: string, opts: { properOnly?: boolean } = {}): NamedWish[] {
  const out: NamedWish[] = [];
  const segments = text.split(
    /[,;:.!?()\n/]+|\s[-\u2013\u2014]\s|\s+(?:and|or|then|plus|also|with)\s+|\s+&\s+/i,
  );
  let offset = 0;
  for (const raw of segments) {
    const at = text.indexOf(raw, offset);
    const startsSentence = at <= 0 || /[.!?:]\s*$/.test(text.slice(0, at));
    offset = at + raw.length;
    const wish = segmentWish(raw, startsSentence, opts.properOnly ?? false);
    if (!wish) continue;
    if (out.some((w) => w.label === wish.label || (wish.theme && w.theme === wish.theme))) continue;
    out.push(wish);
  }
  return out;
}

/** Whether a venue's text (name, description, cuisine) serves a named wish. */
export function servesWish(wish: NamedWish, venueText: string): boolean {
  const joined = stemmedText(venueText);
  const has = (phrase: string) => joined.includes(` ${phrase.split(' ').map(stem).join(' ')} `);
  if (wish.anyOf) return wish.anyOf.some(has);
  if (wish.required.length === 0) return false;
  return wish.required.every((r) => has(r) || (SYNONYMS[r] ?? []).some(has));
}

/** Venue texts are the same few thousand catalogue strings: each is stemmed once. */
const STEMMED = new Map<string, string>();
const STEMMED_MAX = 20_000;
function stemmedText(text: string): string {
  let joined = STEMMED.get(text);
  if (joined === undefined) {
    joined = ` ${norm(text).split(' ').map(stem).join(' ')} `;
    if (STEMMED.size >= STEMMED_MAX) STEMMED.clear();
    STEMMED.set(text, joined);
  }
  return joined;
}

/** A few spellings and dishes travellers write differently from venue descriptions. */
const SYNONYMS: Record<string, readonly string[]> = wordTable({
  theater: ['theatre'],
  theatre: ['theater'],
  nata: ['custard tart'],
  pastel: ['custard tart', 'nata'],
  gelato: ['ice cream'],
  running: ['run', 'encierro'],
  football: ['soccer'],
  soccer: ['football'],
  sledding: ['sled', 'sledge', 'husky'],
  sled: ['sledding', 'sledge'],
  husky: ['huskie', 'sledding'],
  opera: ['staatsoper'],
  sachertorte: ['sacher torte', 'sacher'],
});

/**
 * Occasions: what the trip celebrates (a honeymoon, a 40th birthday, a retirement). They are
 * context for the plan, named in its overview ("for your honeymoon"), never wishes to book: "It
 * is our honeymoon!" must not become "we couldn't find It is our honeymoon in our catalogue".
 */
import { norm, wordTable } from '../text.ts';

export const OCCASION_KINDS = [
  'honeymoon',
  'anniversary',
  'birthday',
  'graduation',
  'proposal',
  'babymoon',
  'retirement',
  'reunion',
] as const;
export type OccasionKind = (typeof OCCASION_KINDS)[number];

export interface Occasion {
  kind: OccasionKind;
  /** The birthday's age or the anniversary's year, when written ("40th", "turning 50"). */
  count?: number;
}

const ORDINAL_WORDS: Record<string, number> = wordTable({
  first: 1,
  second: 2,
  third: 3,
  fifth: 5,
  tenth: 10,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
  silver: 25,
  ruby: 40,
  golden: 50,
  diamond: 60,
});

const ORDINAL = `(\\d{1,3})(?:st|nd|rd|th)?|(${Object.keys(ORDINAL_WORDS).join('|')})`;

const RULES: ReadonlyArray<readonly [OccasionKind, RegExp]> = [
  ['honeymoon', /\b(honeymoon\w*|just married|newly ?weds?|newlywed\w*)\b/],
  ['babymoon', /\b(baby ?moon)\b/],
  ['anniversary', new RegExp(`\\b(?:(?:${ORDINAL}) )?(?:wedding )?anniversary\\b`)],
  [
    'birthday',
    new RegExp(
      `\\b(?:(?:${ORDINAL}) )?birthday\\b|\\bturn(?:s|ing) (\\d{2,3})\\b|\\bcelebrat\\w* (?:my|his|her|our|their|a) (\\d{2,3})(?:st|nd|rd|th)\\b(?! (?:wedding )?anniversary)`,
    ),
  ],
  ['graduation', /\b(graduat(ion|ing|ed)|grad trip|finished (my|our|her|his) degree)\b/],
  ['proposal', /\b(propose|proposal|proposing|pop the question)\b/],
  ['retirement', /\b(retirement|retiring|just retired|recently retired|newly retired)\b/],
  ['reunion', /\b(reunion|reunite|reuniting)\b/],
];

function countOf(match: RegExpExecArray): number | undefined {
  for (const g of match.slice(1)) {
    if (!g) continue;
    const n = Number(g);
    if (Number.isFinite(n) && n > 0) return n;
    const word = ORDINAL_WORDS[g];
    if (word) return word;
  }
  return undefined;
}

/** Occasions named in free text, each kind once, with the age or year when written. */
export function parseOccasions(text: string): Occasion[] {
  const t = norm(text);
  if (!t) return [];
  const out: Occasion[] = [];
  for (const [kind, re] of RULES) {
    const all = [...t.matchAll(new RegExp(re.source, 'g'))];
    if (all.length === 0) continue;
    const counted = kind === 'birthday' || kind === 'anniversary';
    const count = counted ? all.map(countOf).find((n): n is number => n !== undefined) : undefined;
    out.push(count ? { kind, count } : { kind });
  }
  return out;
}

/** True when a phrase is about an occasion rather than a thing to book ("It is our honeymoon"). */
export function isOccasionPhrase(text: string): boolean {
  return parseOccasions(text).length > 0;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "for your honeymoon", "to celebrate a 40th birthday": how the overview names it. */
export function occasionPhrase(o: Occasion): string {
  switch (o.kind) {
    case 'honeymoon':
      return 'for your honeymoon';
    case 'babymoon':
      return 'for your babymoon';
    case 'anniversary':
      return o.count ? `for your ${ordinal(o.count)} anniversary` : 'for your anniversary';
    case 'birthday':
      return o.count ? `to celebrate a ${ordinal(o.count)} birthday` : 'to celebrate a birthday';
    case 'graduation':
      return 'to celebrate a graduation';
    case 'proposal':
      return 'with a proposal in mind';
    case 'retirement':
      return 'to celebrate a retirement';
    case 'reunion':
      return 'for your reunion';
  }
}

/**
 * Who is travelling, read as a travel agent would: how many people, the children's ages, whether
 * anyone is a senior or has limited mobility. "My two adult sons" are adults: child mode is for
 * minors only, so an age or an "adult"/"grown" qualifier decides before the relation word does.
 */
import { NUMBER_PATTERN, norm, toNumber, wordTable } from '../text.ts';

export interface Party {
  /** Everyone, the traveller included. */
  size: number;
  /** Ages of minors (under 18) when given; children without ages count in `size` only. */
  childAges: number[];
  /** Any minor in the party: picks must suit children. */
  kids: boolean;
  /** Someone is 65 or older, or described as elderly or retired. */
  seniors: boolean;
  /** Someone walks slowly, uses a cane or a wheelchair: strenuous picks are left out. */
  lowStrain: boolean;
  /** A wheelchair user is mentioned, whatever the accessibility checkbox says. */
  wheelchair: boolean;
}

const PLURAL_PEOPLE =
  'kids|children|sons|daughters|boys|girls|friends|adults|people|teens|teenagers|grandchildren|grandkids|sisters|brothers|colleagues|cousins|others|couples|parents|grandparents';
const MINOR_PLURALS =
  /\b(kids|children|boys|girls|teens|teenagers|grandchildren|grandkids|little ones|toddlers|babies|twins)\b/;
const MINOR_SINGULAR = /\b(kid|child|toddler|baby|infant|teen|teenager|grandchild|grandkid)\b/;
const OFFSPRING = /\b(sons?|daughters?|boy|girl)\b/;
const ADULT_QUALIFIER = /\b(adult|grown|grown up|grownup|in (their|our|his|her) (20|30|40|50)s)\b/;
const SINGLES =
  /\b(wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|spouse|mom|mum|mother|dad|father|son|daughter|friend|sister|brother|grandmother|grandma|granny|grandfather|grandpa|aunt|uncle|niece|nephew|baby|toddler|boss|colleague|cousin)\b/g;
const SENIOR_WORDS =
  /\b(elderly|senior|seniors|retired|retirees?|pensioners?|grandmother|grandma|granny|grandfather|grandpa|in (their|our|his|her) (60s|70s|80s|90s|sixties|seventies|eighties|nineties))\b/;
const MOBILITY =
  /\b(wheelchair|cane|walking stick|walker|rollator|mobility|slow walkers?|walks? slowly|walk(ing)? slowly|can t walk far|cannot walk far|limited walking|too much walking|no stairs|bad knees?|hip replacement|knee replacement|scooter user)\b/;

function clamp(n: number): number {
  return Math.max(1, Math.min(20, Math.round(n)));
}

const DECADES: Record<string, number> = wordTable({
  '60s': 60,
  '70s': 70,
  '80s': 80,
  '90s': 90,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
  '20s': 20,
  '30s': 30,
  '40s': 40,
  '50s': 50,
});

/** Ages written in the text: "aged 4 and 7", "(6 and 9)", "30-year-old", "82", "in their 80s". */
export function agesIn(text: string): number[] {
  const t = norm(text);
  const ages: number[] = [];
  for (const m of t.matchAll(
    /\bin (?:their|our|his|her) (\d0s|sixties|seventies|eighties|nineties)\b/g,
  ))
    ages.push(DECADES[m[1] ?? ''] ?? 0);
  // Bare numbers are ages unless they count people ("2 children") or are money or dates.
  const counted = new RegExp(
    `^ ?(?:${PLURAL_PEOPLE}|kid|child|adult|person|of us|nights?|days?|weeks?)\\b`,
  );
  for (const m of t.matchAll(/\b(\d{1,3})\b/g)) {
    const n = Number(m[1]);
    const after = t.slice((m.index ?? 0) + (m[0]?.length ?? 0));
    const before = t.slice(0, m.index ?? 0);
    if (counted.test(after) || /\b(of|x|usd|eur|gbp)\s?$/.test(before)) continue;
    if (/^\s?(?:year|yr|yo)\b/.test(after) || (n >= 0 && n <= 110)) ages.push(n);
  }
  return ages.filter((a) => a > 0 && a <= 110);
}

/** Number of people named, the traveller included. */
export function partySizeOf(text: string, childAges: readonly number[]): number {
  const t = norm(text);
  if (!t || /^(none|no one|nobody|just me|me|myself|solo|alone|n a|na)$/.test(t)) return 1;
  if (/\b(solo|alone|by myself|just me)\b/.test(t) && !/\band\b/.test(t)) return 1;
  const total = t.match(
    new RegExp(`\\b(?:family|group|party) of ${NUMBER_PATTERN}\\b|\\b${NUMBER_PATTERN} of us\\b`),
  );
  if (total) return clamp(toNumber(total[1] ?? total[2]) || 1);
  let count = 1;
  let rest = t;
  for (const m of t.matchAll(
    new RegExp(`\\b${NUMBER_PATTERN} (?:[a-z]+ )?(${PLURAL_PEOPLE})\\b`, 'g'),
  )) {
    const n = toNumber(m[1]) || 0;
    count += m[2] === 'couples' ? 2 * n : n;
    rest = rest.replace(m[0], ' ');
  }
  // Plurals without a number: as many as the ages given, else two.
  for (const m of rest.matchAll(new RegExp(`\\b(${PLURAL_PEOPLE})\\b`, 'g'))) {
    const minor = MINOR_PLURALS.test(m[1] ?? '') || /sons|daughters/.test(m[1] ?? '');
    count += minor && childAges.length > 0 ? childAges.length : 2;
    rest = rest.replace(m[0], ' ');
  }
  count += rest.match(SINGLES)?.length ?? 0;
  return clamp(count);
}

export function parseParty(travellers: string, otherText = ''): Party {
  const t = norm(travellers);
  const all = norm(`${travellers} ${otherText}`);
  const noKids = /\bno (kids|children)\b/.test(t);
  const ages = agesIn(travellers);
  // "we are 75 and 78" in a motivation counts too; other numbers there are not ages.
  const statedAges = [
    ...otherText.matchAll(/\bwe(?: are|'re)(?: both)? (\d{2})(?: and (\d{2}))?\b/gi),
  ]
    .flatMap((m) => [m[1], m[2]])
    .filter((x) => x !== undefined)
    .map(Number);
  const allAges = [...ages, ...statedAges];
  const childAges = noKids ? [] : ages.filter((a) => a < 18);
  const adultOffspring = ADULT_QUALIFIER.test(t) || allAges.some((a) => a >= 18 && a < 65);
  const minorWords =
    MINOR_PLURALS.test(t) || MINOR_SINGULAR.test(t) || (OFFSPRING.test(t) && !adultOffspring);
  const kids =
    !noKids &&
    (childAges.length > 0 || (minorWords && !ADULT_QUALIFIER.test(t) && !adultOffspring));
  const seniors = SENIOR_WORDS.test(all) || allAges.some((a) => a >= 65);
  const mobility = MOBILITY.test(all);
  return {
    size: partySizeOf(travellers, childAges),
    childAges,
    kids,
    seniors,
    lowStrain: mobility || allAges.some((a) => a >= 75) || /\b(elderly|frail)\b/.test(all),
    wheelchair: /\bwheelchair\b/.test(all),
  };
}

/**
 * Allergies and intolerances outside the five diet tags. The catalogue records no allergens, so
 * they cannot filter venues; they are kept so the plan names them in a note and steers away from
 * restaurants whose whole menu is built on the allergen (a seafood hall for a shellfish allergy).
 */
import { norm } from '../text.ts';

export const ALLERGENS = [
  'peanuts',
  'tree nuts',
  'shellfish',
  'fish',
  'sesame',
  'eggs',
  'dairy',
  'soy',
  'mustard',
  'celery',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

const RULES: ReadonlyArray<readonly [RegExp, Allergen]> = [
  [/\bpeanuts?\b/, 'peanuts'],
  [/\b(tree nuts?|nuts?|almonds?|cashews?|walnuts?|hazelnuts?|pistachios?|pecans?)\b/, 'tree nuts'],
  [
    /\b(shellfish|crustaceans?|prawns?|shrimps?|lobster|crab|mussels|oysters|clams|seafood)\b/,
    'shellfish',
  ],
  [/\b(fish)\b/, 'fish'],
  [/\bsesame\b/, 'sesame'],
  [/\beggs?\b/, 'eggs'],
  [/\b(dairy|lactose|milk|cheese)\b/, 'dairy'],
  [/\b(soy|soya)\b/, 'soy'],
  [/\bmustard\b/, 'mustard'],
  [/\bcelery\b/, 'celery'],
];

/** Allergens named together with a word that makes them a restriction, not a wish. */
export function parseAllergies(text: string): Allergen[] {
  const t = norm(text);
  if (
    !/\b(allerg\w*|intoleran\w*|anaphyla\w*|no|free|avoid|can t eat|cannot eat|sensitiv\w*)\b/.test(
      t,
    )
  )
    return [];
  const found = RULES.filter(([re]) => re.test(t)).map(([, a]) => a);
  // "Peanut" alone should not also be read as every tree nut, unless nuts are named on their own.
  const nutsOnTheirOwn =
    /\b(tree nuts?|nuts|nut allergy|almonds?|cashews?|walnuts?|hazelnuts?|pistachios?|pecans?)\b/.test(
      t.replace(/\bpeanuts?\b/g, ''),
    );
  return found.filter((a) => a !== 'tree nuts' || nutsOnTheirOwn);
}

/**
 * Restaurant words that show the allergen is the heart of the menu, not an ingredient one can skip:
 * the allergen itself or a dish built on it, in the name, cuisine or description (normalised
 * text). A place that names such a dish is left out for that allergy; the note still says no
 * restaurant is confirmed free of it.
 */
export const ALLERGEN_MENU: Partial<Record<Allergen, RegExp>> = {
  peanuts:
    /\b(peanuts?|satay|pad thai|peanut sauce|gado gado|moles?|mole poblano|kung pao|massaman)\b/,
  'tree nuts':
    /\b(pesto|baklava|marzipan|pralines?|praline|nougat|turron|gianduja|pistachios?|frangipane|amaretti)\b/,
  shellfish:
    /\b(seafood|shellfish|oysters?|prawns?|shrimps?|lobsters?|crabs?|clams?|mussels?|scallops?|langoustines?|crayfish|crawfish|marisqueira|marisco|mariscos|cervejaria|ceviche|ceviches|cevicheria|cebicheria)\b/,
  fish: /\b(seafood|fish|sushi|sashimi|ceviche|cevicheria|cebicheria|fishmonger|fish and chips)\b/,
  sesame: /\b(sesame|tahini|tahina|hummus|houmous|halva|halwa)\b/,
  dairy: /\b(cheese|fromagerie|creamery|gelato|ice cream|fondue|raclette)\b/,
  soy: /\b(tofu)\b/,
};

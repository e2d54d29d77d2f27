/** Dietary needs from free text, as catalogue dietary tags. */
import type { DietaryTag } from '../catalogue/types.ts';
import { norm } from '../text.ts';

const RULES: ReadonlyArray<readonly [RegExp, DietaryTag]> = [
  [/\bvegan|plant based\b/, 'vegan'],
  [/\bvegetarian|veggie|no meat|don t eat meat|pescatarian\b/, 'vegetarian'],
  [/\bgluten|celiac|coeliac\b/, 'gluten-free'],
  [/\bhalal\b/, 'halal'],
  [/\bkosher\b/, 'kosher'],
];

export function parseDietary(text: string): DietaryTag[] {
  const t = norm(text);
  if (!t || /^(none|no|n a|na|nothing|no restrictions?)$/.test(t)) return [];
  const tags = RULES.filter(([re]) => re.test(t)).map(([, tag]) => tag);
  // Vegan food is vegetarian too; keeping only 'vegan' avoids a redundant, weaker rule.
  return tags.includes('vegan') ? tags.filter((x) => x !== 'vegetarian') : tags;
}

/** A restaurant serves the diet when it carries every needed tag (vegan also satisfies vegetarian). */
export function servesDiet(
  restaurantTags: readonly DietaryTag[],
  needs: readonly DietaryTag[],
): boolean {
  return needs.every(
    (need) =>
      restaurantTags.includes(need) || (need === 'vegetarian' && restaurantTags.includes('vegan')),
  );
}

export const DIET_LABELS: Record<DietaryTag, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  'gluten-free': 'gluten-free',
  halal: 'halal',
  kosher: 'kosher',
};

/**
 * A destination's name as the page shows it: a part that repeats the one before it is said once
 * ("Mauritius, Mauritius" is "Mauritius"; "Singapore, Singapore" is "Singapore"), as a
 * planner may name a country-sized place by itself and its country.
 */
export function placeName(location: string): string {
  const parts = location.split(/\s*,\s*/);
  const kept = parts.filter(
    (part, i) => i === 0 || part.toLowerCase() !== (parts[i - 1] ?? '').toLowerCase(),
  );
  return kept.length === parts.length ? location : kept.join(', ');
}

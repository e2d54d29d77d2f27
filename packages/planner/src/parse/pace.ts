/** Activities per day from the day-structure chips (and the words people use for pace). */
import { norm } from '../text.ts';

export type Pace = 1 | 2 | 3;

export function parsePace(chips: readonly string[], text = ''): Pace {
  const all = norm(`${chips.join(' ')} ${text}`);
  if (/\b(action packed|packed|busy|see everything|as much as possible|jam packed)\b/.test(all))
    return 3;
  if (
    /\b(taking your time|pure wandering|slow|relaxed|leisurely|take it easy|unhurried)\b/.test(all)
  )
    return 1;
  return 2;
}

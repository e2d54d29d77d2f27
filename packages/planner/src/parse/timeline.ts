/**
 * Travel months from free text: "in July", "next spring", "December holidays", "June 3-9".
 * Seasons are read in the traveller's own hemisphere (someone departing Sydney means Dec-Feb by
 * "summer"), so `southern` flips them.
 */
import { MONTH_NAMES, norm, wordTable } from '../text.ts';

export interface Timeline {
  /** 1-12, in the order they occur; empty when the text names no time. */
  months: number[];
  /** Human label for prose: "July", "spring (March to May)". */
  label: string;
}

const SEASONS: Record<string, number[]> = wordTable({
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  fall: [9, 10, 11],
  autumn: [9, 10, 11],
  winter: [12, 1, 2],
});

const HOLIDAYS: ReadonlyArray<readonly [RegExp, number[], string]> = [
  [
    /\b(christmas|xmas|december holidays|holiday season|the holidays)\b/,
    [12],
    'the December holidays',
  ],
  [/\bnew years?\b/, [12, 1], 'New Year'],
  [/\bthanksgiving\b/, [11], 'Thanksgiving'],
  [/\beaster\b/, [4], 'Easter'],
  [/\bspring break\b/, [3], 'spring break'],
  [/\bmarch break\b/, [3], 'March break'],
  [/\bcherry blossom\b/, [4], 'cherry-blossom season'],
];

const MONTH_ABBR = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

function flip(months: number[]): number[] {
  return months.map((m) => ((m + 5) % 12) + 1);
}

export function parseTimeline(
  text: string,
  opts: { southern?: boolean; today?: Date } = {},
): Timeline {
  const t = norm(text);
  const months: number[] = [];
  const labels: string[] = [];
  const add = (list: number[], label: string) => {
    for (const m of list) if (!months.includes(m)) months.push(m);
    labels.push(label);
  };
  for (const [re, list, label] of HOLIDAYS) if (re.test(t)) add(list, label);
  const words = t.split(' ');
  words.forEach((w, i) => {
    const idx = MONTH_ABBR.findIndex(
      (a) => w === a || (w.length >= 3 && MONTH_NAMES[MONTH_ABBR.indexOf(a)]?.toLowerCase() === w),
    );
    // "may" is also a verb: only count it next to a date-ish word or as the whole answer.
    if (idx === 4 && w === 'may') {
      const near = `${words[i - 1] ?? ''} ${words[i + 1] ?? ''}`;
      if (words.length > 1 && !/\b(in|early|late|mid|of|during|next|this|\d+)\b/.test(near)) return;
    }
    if (idx >= 0) add([idx + 1], MONTH_NAMES[idx] ?? '');
  });
  // A named month is more precise than a season ("this winter, probably January").
  const namedMonth = months.length > 0;
  for (const [name, list] of Object.entries(SEASONS)) {
    if (!namedMonth && new RegExp(`\\b${name}\\b`).test(t) && !/\bspring break\b/.test(t)) {
      const ms = opts.southern ? flip(list) : list;
      add(ms, `${name} (${MONTH_NAMES[(ms[0] ?? 1) - 1]} to ${MONTH_NAMES[(ms[2] ?? 1) - 1]})`);
    }
  }
  if (months.length === 0 && opts.today) {
    const now = opts.today.getUTCMonth() + 1;
    if (/\bnext month\b/.test(t)) add([(now % 12) + 1], MONTH_NAMES[now % 12] ?? '');
    else if (/\b(this month|now|asap|right away|next week|soon)\b/.test(t))
      add([now], MONTH_NAMES[now - 1] ?? '');
  }
  return { months, label: labels.join(', ') };
}

import englishList from 'naughty-words/en.json' with { type: 'json' };

/**
 * Whole-word, case-insensitive bad-word check shared by the browser and the server
 * (journey-and-accounts §5). "Scunthorpe" and "class" pass; "ass" alone does not.
 * The list is the well-known LDNOOBW English list plus violent and drug terms it lacks.
 */
const EXTRA_TERMS = [
  'cocaine',
  'heroin',
  'meth',
  'crack pipe',
  'methamphetamine',
  'kill yourself',
  'murder',
  'rape',
  'behead',
  'massacre',
  'shithead',
  'motherfucker',
  'dickhead',
  'bastard',
  'bitch',
];

function normalise(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const phrases = new Set<string>();
let longestPhrase = 1;
for (const term of [...(englishList as string[]), ...EXTRA_TERMS]) {
  const words = normalise(term);
  if (words.length === 0) continue;
  phrases.add(words.join(' '));
  longestPhrase = Math.max(longestPhrase, words.length);
}

/** True when the text contains a listed word or phrase as whole words. */
export function containsProfanity(text: string | null | undefined): boolean {
  if (!text) return false;
  const words = normalise(text);
  for (let start = 0; start < words.length; start++) {
    let phrase = '';
    for (let len = 1; len <= longestPhrase && start + len <= words.length; len++) {
      phrase = len === 1 ? (words[start] as string) : `${phrase} ${words[start + len - 1]}`;
      if (phrases.has(phrase)) return true;
    }
  }
  return false;
}

/** True when any of the given texts contains a listed word. */
export function anyProfanity(...texts: Array<string | null | undefined>): boolean {
  return texts.some((t) => containsProfanity(t));
}

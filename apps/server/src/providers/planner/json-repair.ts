import { AppError } from '../../errors.ts';

/**
 * Turns a model's reply text into a JSON value. Models asked for "JSON only" still wrap
 * it in ```json fences, add a sentence before or after it, or leave a trailing comma
 * (small local models especially); those are repaired here. Anything more broken, such as
 * a reply cut off by the token limit, is rejected rather than guessed at.
 */
export function extractJson(text: string): unknown {
  const body = outermostJson(stripFences(text));
  if (body === undefined) throw invalid();
  try {
    return JSON.parse(body);
  } catch {
    try {
      return JSON.parse(removeTrailingCommas(body));
    } catch {
      throw invalid();
    }
  }
}

export function invalid(message?: string): AppError {
  return new AppError('INVALID_RECOMMENDATION', message);
}

function stripFences(text: string): string {
  const fenced = /```[a-zA-Z]*\s*\n?([\s\S]*?)```/.exec(text);
  return fenced?.[1] ?? text;
}

/**
 * The first balanced {...} or [...] in the text, with brackets inside strings ignored.
 * Undefined when there is none or it never closes (a truncated reply).
 */
function outermostJson(text: string): string | undefined {
  const start = text.search(/[{[]/);
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return undefined;
}

/** Drops a comma that is followed only by whitespace and a closing bracket, outside strings. */
function removeTrailingCommas(json: string): string {
  let out = '';
  let inString = false;
  let escaped = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json[i] ?? '';
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      out += ch;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ',' && /^\s*[}\]]/.test(json.slice(i + 1))) continue;
    out += ch;
  }
  return out;
}

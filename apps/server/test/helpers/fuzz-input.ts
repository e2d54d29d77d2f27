import fc from 'fast-check';

/**
 * Generated bad input for the route fuzz test: values shaped by a route's JSON schema (so that
 * many requests pass validation and reach the handler) with hostile values mixed in at every
 * level (wrong types, NUL bytes, lone surrogates, huge strings, non-canonical ids).
 */

/** The subset of JSON Schema that the OpenAPI document of the app uses. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
}

/** Ids that are out of range or not in the one canonical decimal form. */
export const BAD_IDS = [
  '0',
  '-1',
  '1e1',
  '0x10',
  '012',
  ' 1',
  '1.5',
  '+1',
  '99999999999',
  '2147483648',
  '9007199254740993',
  'NaN',
  'Infinity',
  'null',
  '',
];

/** Any code point, lone surrogate halves and NUL included (fast-check's 'binary' unit omits halves). */
const anyChar = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff', '\r\n', '%00', '\u202e') },
  {
    weight: 4,
    arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
  },
);

export const badString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    'lone \ud800 half',
    'x\udc00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'a@example.com\r\nBcc: victim@example.com',
    'a@example.com, b@example.com',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    ...BAD_IDS,
  ),
  fc.string({ unit: anyChar, maxLength: 40 }),
  // Large, but under the 1 MiB body limit so that validation (not the size check) answers.
  fc.constantFrom('x'.repeat(5_000), 'é'.repeat(100_000), '9'.repeat(400)),
);

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  fc.constantFrom(
    -1,
    0,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    1e308,
    -1e308,
    true,
    false,
    null,
    [],
    {},
    [null],
    { $gt: '' },
  ),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Plausible values for fields whose name says what they hold, so handlers see real rows. */
export interface Known {
  planIds: number[];
  emails: string[];
}

function hinted(name: string, known: Known): fc.Arbitrary<unknown> | undefined {
  if (/^(id|plan_?id|planID)$/i.test(name) && known.planIds.length > 0) {
    return fc.oneof(
      fc.constantFrom(...known.planIds),
      fc.constantFrom(...known.planIds.map(String)),
    );
  }
  if (/^e?mails?$/i.test(name) && known.emails.length > 0) {
    return fc.constantFrom(...known.emails);
  }
  return undefined;
}

/**
 * A value for `schema`. Strict: it fits (required keys present, values of the right shape), so
 * the request reaches the handler. Not strict: any key may be missing, an extra one may come,
 * and a bad value may stand anywhere.
 */
export function fromSchema(
  schema: JsonSchema,
  known: Known,
  strict: boolean,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const fitting = fittingValue(schema, known, strict, name, depth);
  if (strict) return fitting;
  return fc.oneof({ weight: 4, arbitrary: fitting }, { weight: 1, arbitrary: badValue });
}

function fittingValue(
  schema: JsonSchema,
  known: Known,
  strict: boolean,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  const hint =
    schema.type === 'array' || schema.type === 'object' ? undefined : hinted(name, known);
  if (hint) return hint;
  if (schema.anyOf) {
    return fc.oneof(...schema.anyOf.map((s) => fittingValue(s, known, strict, name, depth)));
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object': {
      if (depth > 4 || !schema.properties) {
        return fc.dictionary(fc.string(), strict ? fc.jsonValue({ maxDepth: 1 }) : badValue, {
          maxKeys: 3,
        });
      }
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, inner] of Object.entries(schema.properties)) {
        shape[key] = fromSchema(inner, known, strict, key, depth + 1);
      }
      if (strict) return fc.record(shape, { requiredKeys: schema.required ?? [] });
      return fc
        .tuple(fc.record(shape, { requiredKeys: [] }), fc.option(badValue))
        .map(([value, extra]) => (extra === null ? value : { ...value, unexpected_field: extra }));
    }
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}, known, strict, name, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 2),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 30, 30)),
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -10, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** JSON that does not parse, or parses into something no route expects. */
export const malformedJson = fc.constantFrom(
  '{',
  '{"a":}',
  '[1,',
  'nul',
  '{"a":1}}',
  '"\\ud800"',
  '{"email":"\\u0000"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '[]',
  '123',
  '',
  // Deep nesting: parsers and validators that recurse must not overflow the stack.
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
);

/** Content types a route does not take, or takes with a twist. */
export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
);

/**
 * One path or query value, percent-encoded. A lone surrogate has no UTF-8 form, so it is sent
 * as the bytes a careless client would send for it.
 */
export function encodeValue(value: string): string {
  return Array.from(value)
    .map((ch) => (/^[\ud800-\udfff]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
    .join('');
}

/** A path or query parameter: a hostile string, a bad id, or (sometimes) a real one. */
export function paramValue(name: string, known: Known, allowReal: boolean) {
  const real = allowReal ? hinted(name, known) : undefined;
  const arbitraries: fc.Arbitrary<unknown>[] = [fc.constantFrom(...BAD_IDS), badString];
  if (real) arbitraries.push(real);
  return fc.oneof(...arbitraries).map(String);
}

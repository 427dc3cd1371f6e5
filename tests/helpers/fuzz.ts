import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for a procedure's input, derived from its zod schema.
 *
 * zod-fast-check (the maintained zod-to-arbitrary library) supports zod 3 and fast-check 3
 * only, so the schema goes through zod 4's own `z.toJSONSchema` (input side; refinements and
 * transforms have no JSON form and become "anything") and the JSON Schema becomes arbitraries
 * here. JSON Schema cannot say "an Indian phone number" or "an e-mail" when zod checks them in a
 * transform or pipe, so fields with those names also draw from a few realistic values. Invalid
 * inputs come from mutating generated ones (a field missing, of another type, too long, with
 * hostile text, an unexpected field) and from arbitrary JSON.
 */
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const PHONES = ['98450 11223', '+91 98765 43210', '080 1234 5678', '9845011223', '+919900112233'];
/** Text people could type, and text that breaks naive code: quotes, NUL, lone surrogates, RTL. */
const HOSTILE_TEXT = ['', ' ', "'; drop table booking; --", '\u0000', 'a\u0000b', '\ud800', '\u202etxt.exe', '%_\\', '<script>alert(1)</script>', '𝓐𝓶𝓫𝓾𝓵𝓪𝓷𝓬𝓮'];

function stringArbitrary(s: JsonSchema, field: string): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 80, 80);
  const fits = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity);
  const generic: fc.Arbitrary<string>[] = [];
  if (s.format === 'uuid') generic.push(fc.uuid());
  else if (s.format === 'email') generic.push(fc.emailAddress());
  else if (s.format === 'date-time') generic.push(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()));
  else if (s.pattern) generic.push(fc.stringMatching(new RegExp(s.pattern)).filter(fits));
  else generic.push(fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }));
  if (/phone/i.test(field)) generic.push(fc.constantFrom(...PHONES));
  if (/email/i.test(field)) generic.push(fc.emailAddress().filter(fits));
  if (/^(dateTime)$/.test(field)) generic.push(fc.date({ min: new Date(Date.now() + 3_600_000), max: new Date(Date.now() + 30 * 86_400_000), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 16)));
  return fc.oneof(...generic);
}

/** Values the schema accepts (mostly: refinements are not known here). */
export function validArbitrary(s: JsonSchema, field = ''): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => validArbitrary(a, field)));
  if (s.allOf) return validArbitrary(Object.assign({}, ...s.allOf) as JsonSchema, field);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => validArbitrary({ ...s, type }, field)));
  switch (s.type) {
    case 'string':
      return stringArbitrary(s, field);
    case 'integer':
      return fc.integer({ min: s.minimum ?? (s.exclusiveMinimum ?? -1e6) + 1, max: s.maximum ?? (s.exclusiveMaximum ?? 1e6) - 1 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validArbitrary(s.items ?? {}, field), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 5) });
    case 'object': {
      const properties = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validArbitrary(value, key)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue();
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Longest text the schema allows at a key (to go one past it). */
function maxLengthOf(s: JsonSchema | undefined): number | undefined {
  if (!s) return undefined;
  if (s.maxLength !== undefined) return s.maxLength;
  for (const a of s.anyOf ?? s.oneOf ?? []) {
    const m = maxLengthOf(a);
    if (m !== undefined) return m;
  }
  return undefined;
}

/** Generated inputs broken in one way each (most are invalid; the server decides). */
export function mutatedArbitrary(s: JsonSchema): fc.Arbitrary<unknown> {
  const valid = validArbitrary(s);
  const keys = Object.keys(s.properties ?? {});
  const withKey = <T>(value: fc.Arbitrary<T>, f: (v: Record<string, unknown>, key: string, extra: T) => unknown) =>
    keys.length
      ? fc.tuple(valid, fc.constantFrom(...keys), value).map(([v, key, extra]) => (isRecord(v) ? f(v, key, extra) : v))
      : fc.tuple(valid, value).map(([v]) => v);
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    withKey(fc.constant(null), (v, key) => {
      const { [key]: _dropped, ...rest } = v;
      return rest;
    }),
    withKey(fc.jsonValue({ maxDepth: 2 }), (v, key, extra) => ({ ...v, [key]: extra })),
    withKey(fc.constantFrom(...HOSTILE_TEXT), (v, key, text) => ({ ...v, [key]: text })),
    withKey(fc.integer({ min: 1, max: 50 }), (v, key, over) => {
      const max = maxLengthOf(s.properties?.[key]);
      return max === undefined ? v : { ...v, [key]: 'x'.repeat(max + over) };
    }),
    valid.map((v) => (isRecord(v) ? { ...v, unexpectedField: 'not in the schema' } : v)),
  );
}

/**
 * Inputs the schema accepts with one text value (at any depth) replaced by hostile text: what
 * reaches the services and the database when validation lets odd text through.
 */
export function hostileTextOn(validInputs: unknown[]): fc.Arbitrary<unknown> {
  const textPaths = (value: unknown, path: string[] = []): string[][] =>
    typeof value === 'string' ? [path] : isRecord(value) ? Object.entries(value).flatMap(([k, v]) => textPaths(v, [...path, k])) : [];
  const withText = validInputs.filter((v) => textPaths(v).length > 0);
  if (!withText.length) return fc.constantFrom(...(validInputs.length ? validInputs : [undefined]));
  return fc.tuple(fc.constantFrom(...withText), fc.nat(), fc.constantFrom(...HOSTILE_TEXT), fc.boolean()).map(([input, n, text, append]) => {
    const paths = textPaths(input);
    const path = paths[n % paths.length];
    if (!path.length) return append ? `${String(input)}${text}` : text;
    const copy = structuredClone(input) as Record<string, unknown>;
    let target = copy;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
    const last = path[path.length - 1];
    target[last] = append ? `${String(target[last])}${text}` : text;
    return copy;
  });
}

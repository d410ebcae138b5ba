/**
 * Checks every request's input in one place, whatever its route's schema says (issue 18 §4: no input gets a 500):
 * - text: no NUL (U+0000) and no lone UTF-16 surrogate in any string or field name of the body, the query or the
 *   path, before validation, so PostgreSQL never sees one (it refuses NUL in text and cannot encode a lone
 *   surrogate);
 * - whole numbers: a field whose schema is an integer refuses `true`, `[1]` and strings that are not plain digits
 *   ("1e3", "0x10", "1.0"), which zod's coercion would otherwise turn into numbers;
 * - size: a number field with no maximum of its own accepts at most 1,000,000,000 either way, so an amount is at most
 *   ₦1,000,000,000 and a figure never overflows kobo (2^53) or a column.
 * The numbers are checked by a validator compiler that walks the route's zod schema beside the input; the text by a
 * preValidation hook that walks the parsed input itself (routes without a schema included).
 */
import { AppError } from '@imole/domain';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The largest figure a number field without a maximum of its own accepts: ₦1,000,000,000 for an amount. */
export const MAX_FIGURE = 1_000_000_000;
const MAX_FIGURE_TEXT = '1,000,000,000';

type Where = 'body' | 'querystring' | 'params';

function fieldName(where: Where, path: readonly (string | number)[]): string {
  const field = path.join('.');
  if (!field) return where === 'params' ? 'The address' : 'The request body';
  return where === 'querystring' ? `The query parameter "${field}"` : `The "${field}"`;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or null. */
function textProblem(text: string): string | null {
  if (text.includes('\u0000'))
    return 'contains a NUL character (\\u0000), which is not allowed. Remove it and try again.';
  if (LONE_SURROGATE.test(text))
    return 'contains a broken character (half of an emoji or symbol, a lone UTF-16 surrogate). Retype it and try again.';
  return null;
}

/** A parsed JSON object or query (the query parser's objects have a prototype of their own), not a Buffer. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !ArrayBuffer.isView(value);

/** The first bad string in a parsed input (JSON values only: a raw Buffer body is left to its route), as a sentence. */
export function findBadText(value: unknown, where: Where, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem && `${fieldName(where, path)} ${problem}`;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], where, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const problem = textProblem(key);
    if (problem) return `A field name in the request ${problem}`;
    const found = findBadText(item, where, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Refuses NUL and lone surrogates in the body, the query and the path of every request, before validation. */
export function registerTextChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findBadText(request.params, 'params') ??
      findBadText(request.query, 'querystring') ??
      findBadText(request.body, 'body');
    if (found) throw new AppError('VALIDATION_FAILED', found);
  });
}

/** Zod's internals, as far as the walk below reads them. */
interface ZodDef {
  type: string;
  coerce?: boolean;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

const MONEY = /(amount|price|cost|payment|salary|income|discount|fee|balance)$/i;
const PLAIN_WHOLE_NUMBER = /^\s*[+-]?\d+\s*$/;

interface Issue {
  path: (string | number)[];
  message: string;
}

function numberIssue(schema: z.ZodNumber, value: unknown, path: (string | number)[]): string | null {
  const whole = schema.isInt;
  const coerce = defOf(schema).coerce === true;
  if (coerce && value !== null && value !== undefined && typeof value !== 'number' && typeof value !== 'string')
    return whole ? 'must be a whole number' : 'must be a number';
  if (whole && typeof value === 'string' && value.trim() !== '' && !PLAIN_WHOLE_NUMBER.test(value))
    return 'must be a whole number, written in digits only';
  const figure = typeof value === 'number' ? value : coerce && typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(figure)) return null;
  const key = String(path.at(-1) ?? '');
  const money = MONEY.test(key);
  // A maximum of the schema's own wins; an integer's safe-integer bound is not one (zod puts it on every .int()).
  const ownMax = schema.maxValue !== null && schema.maxValue < (whole ? Number.MAX_SAFE_INTEGER : Infinity);
  const ownMin = schema.minValue !== null && schema.minValue > (whole ? Number.MIN_SAFE_INTEGER : -Infinity);
  if (whole && !money) return null;
  if (!ownMax && figure > MAX_FIGURE)
    return money ? `must be at most ₦${MAX_FIGURE_TEXT}; check the figure` : `must be at most ${MAX_FIGURE_TEXT}`;
  if (!ownMin && figure < -MAX_FIGURE)
    return money ? `must be at least -₦${MAX_FIGURE_TEXT}; check the figure` : `must be at least -${MAX_FIGURE_TEXT}`;
  return null;
}

/** Walks a schema beside the raw input, collecting what zod's coercion would let through. */
function collect(schema: z.ZodType, value: unknown, path: (string | number)[], issues: Issue[]): void {
  const def = defOf(schema);
  switch (def.type) {
    case 'number': {
      const message = numberIssue(schema as z.ZodNumber, value, path);
      if (message) issues.push({ path, message });
      return;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      if (def.innerType && value !== undefined && value !== null) collect(def.innerType, value, path, issues);
      return;
    case 'pipe':
      if (def.in) collect(def.in, value, path, issues);
      return;
    case 'object':
      if (def.shape && isPlainObject(value))
        for (const [key, field] of Object.entries(def.shape)) collect(field, value[key], [...path, key], issues);
      return;
    case 'array':
      if (def.element && Array.isArray(value))
        value.forEach((item, i) => collect(def.element as z.ZodType, item, [...path, i], issues));
      return;
    case 'record':
      if (def.valueType && isPlainObject(value))
        for (const [key, item] of Object.entries(value)) collect(def.valueType, item, [...path, key], issues);
      return;
    case 'intersection':
      if (def.left) collect(def.left, value, path, issues);
      if (def.right) collect(def.right, value, path, issues);
      return;
    default:
      // Unions, tuples, lazy schemas and the rest: zod alone decides.
      return;
  }
}

/**
 * The route validator: the input first passes the number checks above (their sentence names the field, like every
 * validation failure), then the route's own zod schema, through fastify-type-provider-zod's compiler.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, ...rest }) => {
  const guarded = z
    .unknown()
    .superRefine((value, ctx) => {
      const issues: Issue[] = [];
      collect(schema, value, [], issues);
      for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    })
    .pipe(schema);
  return validatorCompiler({ schema: guarded, ...rest });
};

import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/**
 * How replies are written (decision 027): from their declared schema, by fast-json-stringify,
 * which writes only the fields the schema names (what zod's parse did) without building the parsed
 * copy first. A reply schema JSON Schema cannot say (a transform, a date) keeps zod's parse and
 * `JSON.stringify`. `check` (the tests) also parses with zod and refuses a difference, so a reply
 * that does not match its schema still fails the tests.
 */
export function replySerializerCompiler({ check }: { check: boolean }): typeof checkedSerializerCompiler {
  return (route) => {
    const schema = route.schema as z.ZodType;
    const checked = checkedSerializerCompiler(route) as Serialize;
    // Built at the first reply: a test app that never answers a route pays nothing for it.
    let fast: Serialize | null | undefined;
    return (data: unknown) => {
      if (fast === undefined) fast = serializerOf(schema);
      if (!fast) return checked(data);
      const text = fast(data);
      if (check) {
        const expected = checked(data);
        if (!sameJson(text, expected))
          throw new Error(
            `${route.method} ${route.url}: the reply written from its schema differs from zod's: ${text} / ${expected}`,
          );
      }
      return text;
    };
  };
}

// One serializer per schema for the whole process: schemas are module constants shared by every app.
const serializers = new WeakMap<z.ZodType, Serialize | null>();

/** fast-json-stringify for a schema JSON Schema can state in full; null when it cannot. */
export function serializerOf(schema: z.ZodType): Serialize | null {
  const known = serializers.get(schema);
  if (known !== undefined) return known;
  let built: Serialize | null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    delete json.$schema;
    built = fastJson(simplify(json) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    built = null;
  }
  serializers.set(schema, built);
  return built;
}

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as X with `nullable: true`, which
 * fast-json-stringify writes directly instead of validating each value against both branches.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!schema || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema as JsonSchema).map(([key, value]) => [key, simplify(value)] as const);
  const result: JsonSchema = Object.fromEntries(entries);
  const anyOf = result.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [first, second] = anyOf as JsonSchema[];
    const other = isNullType(second) ? first : isNullType(first) ? second : null;
    if (other && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _, ...rest } = result;
      return { ...rest, ...other, nullable: true };
    }
  }
  return result;
}

const isNullType = (schema: JsonSchema | undefined) =>
  !!schema && schema.type === 'null' && Object.keys(schema).length === 1;

const sameJson = (a: string, b: string) => a === b || isDeepStrictEqual(JSON.parse(a), JSON.parse(b));

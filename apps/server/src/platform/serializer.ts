import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { InvalidSchemaError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

/** Subschema positions of the JSON Schema zod emits (property *names* are left alone). */
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', 'definitions', '$defs'];
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else'];
const SCHEMA_LIST_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

/**
 * Drops `additionalProperties: false` (and `$schema`) everywhere. The serializer writes only
 * declared properties either way, so the allow-list holds; but inside `anyOf`/`oneOf` it picks a
 * branch by validating the value, and a closed object would then reject a row that merely carries
 * an extra column (zod strips it, and so must we) instead of choosing that branch.
 */
function openObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || (key === 'additionalProperties' && value === false)) continue;
    if (SCHEMA_MAP_KEYWORDS.includes(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, openObjects(sub)]));
    } else if (SCHEMA_KEYWORDS.includes(key) || SCHEMA_LIST_KEYWORDS.includes(key)) {
      out[key] = openObjects(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

function acceptsUndefined(schema: z.ZodType | undefined): boolean {
  if (!schema) return false;
  try {
    return z.safeEncode(schema, undefined).success;
  } catch {
    return false; // a one-way transform: zod could not have encoded it as a response either
  }
}

/** The JSON Schema a zod response schema serializes by: its output side, dates as ISO strings. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: (ctx) => {
      const def = ctx.zodSchema._zod.def;
      if (def.type === 'object' && Array.isArray(ctx.jsonSchema.required)) {
        // zod lists e.g. `z.unknown()` as required, yet its output may be undefined (key omitted).
        const shape = (def as unknown as { shape: Record<string, z.ZodType> }).shape;
        const required = ctx.jsonSchema.required.filter((key) => !acceptsUndefined(shape[key]));
        if (required.length > 0) ctx.jsonSchema.required = required;
        else delete ctx.jsonSchema.required;
      }
      if (def.type === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      }
    },
  });
  return openObjects(json) as JsonSchema;
}

function resolveZodSchema(maybeSchema: unknown): z.ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema as z.ZodType;
  if (
    maybeSchema &&
    typeof maybeSchema === 'object' &&
    'properties' in maybeSchema &&
    maybeSchema.properties instanceof $ZodType
  ) {
    return maybeSchema.properties as z.ZodType;
  }
  throw new InvalidSchemaError(JSON.stringify(maybeSchema));
}

/**
 * Serializes responses with fast-json-stringify, compiled once per route and status from the
 * route's zod schema. Like zod's own output it writes declared properties only, so the response
 * schema stays an allow-list (a `password_hash` a handler forgets to drop never leaves), and a
 * missing required property still fails the request (a masked 500). It does not re-check value
 * types as zod's encode did: that check plus JSON.stringify was the largest single cost in the
 * profile of a cached authenticated request. Optional properties are written after required ones.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) =>
  fastJson(responseJsonSchema(resolveZodSchema(schema)) as unknown as Parameters<typeof fastJson>[0]);

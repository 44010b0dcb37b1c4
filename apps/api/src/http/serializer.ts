import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Response serialisation (ADR 0030). Every answer is checked against its zod schema in tests and by default. The hot
// public answers (a vertical's list and detail, marked with `compiledResponse`) are written in production by a
// serializer compiled once from the same schema (fast-json-stringify over its JSON Schema): it writes only the
// declared properties, as zod's encode did, without checking every value of every answer at run time.

const compilable = new WeakSet<z.ZodType>();

/** Marks a response schema as served by a compiled serializer when responses are not validated (production). */
export function compiledResponse<T extends z.ZodType>(schema: T): T {
  compilable.add(schema);
  return schema;
}

type JsonSchema = { [key: string]: unknown };

/**
 * A nullable value comes out of zod as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify resolves by running
 * a validator on every value; `X` with `nullable: true` says the same and is written directly.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, simplify(value)])) as JsonSchema;
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const other = anyOf.find((branch) => branch.type !== 'null');
    if (other && anyOf.some((branch) => branch.type === 'null' && Object.keys(branch).length === 1)) {
      const { anyOf: _dropped, ...rest } = schema;
      return { ...rest, ...other, nullable: true };
    }
  }
  return schema;
}

/** The compiled writer of a zod schema's output. */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(simplify(json) as Schema);
}

/** The app's serializer compiler: zod everywhere when `validate`, else compiled for the marked schemas. */
export function responseSerializerCompiler(validate: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const schema = route.schema as z.ZodType;
    if (validate || !compilable.has(schema)) return zodSerializerCompiler(route);
    return compileSerializer(schema);
  };
}

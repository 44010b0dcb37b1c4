import { z } from 'zod';

/**
 * The zod schema of an enumeration made by `defineEnum`: exactly its values (JSON schema: an `enum`). Kept apart from
 * the enumerations so that browser code using them (labels, values) does not ship zod.
 */
export function enumSchema<V extends string | number>(enumeration: { readonly values: readonly V[] }): z.ZodType<V, V> {
  // Input and output alike: a request type built from z.input (a login's panel, a profile's gender) takes the values.
  return z.literal(enumeration.values as [V, ...V[]]) as unknown as z.ZodType<V, V>;
}

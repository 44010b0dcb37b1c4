import { z } from 'zod';

// Every record's id is a PostgreSQL `integer` (serial) column: an id the column cannot hold is refused here, as a
// field error, rather than reaching the database ("integer out of range"). The messages are validation catalogue keys.

/** The largest id an `integer` column holds (2^31 - 1). */
export const ID_MAX = 2_147_483_647;

interface IdMessages {
  /** Not a number (or missing); 'invalid' unless told. */
  type?: string;
  /** 0 or below, as a form's empty choice ('' is read as 0); 'invalid' unless told. */
  blank?: string;
}

/** An id in JSON: a number, a positive integer an `integer` column holds. */
export function jsonIdSchema({ type = 'invalid', blank = 'invalid' }: IdMessages = {}) {
  return z.number({ error: type }).int('invalid').positive(blank).max(ID_MAX, 'invalid');
}

/** An id as a path, a query or a form sends it ("12") or as JSON (12): a positive integer an `integer` column holds. */
export function idSchema({ type = 'invalid', blank = 'invalid' }: IdMessages = {}) {
  return z.coerce.number({ error: type }).int('invalid').positive(blank).max(ID_MAX, 'invalid');
}

/** An id from a path or a query ("12"). */
export const IdSchema = idSchema();

/** An optional id from a query or a body: '', null, undefined and -1 (the spec's "none" / "any") are left out. */
export const OptionalIdSchema = z.preprocess(
  (value) =>
    value === '' || value === null || value === undefined || value === -1 || value === '-1' ? undefined : value,
  IdSchema.optional(),
);

/** The path parameters of a route about one record: `/…/:id`. */
export const IdParamsSchema = z.object({ id: IdSchema });

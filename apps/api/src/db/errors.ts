/** Whether a database error (possibly wrapped by drizzle) is a unique-constraint violation, and on which constraint. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return undefined;
}

/**
 * Whether a database error (possibly wrapped by drizzle) is a foreign-key refusal: 23503 (a missing parent, or rows
 * still referring to the one deleted) or 23001 (ON DELETE RESTRICT).
 */
export function foreignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: string };
    if (code === '23503' || code === '23001') return true;
  }
  return false;
}

/**
 * Whether a database error (possibly wrapped by drizzle) refused a value of the request: 22003 (numeric value out of
 * range, e.g. an id above 2^31 - 1 for an integer column), 22P02 (invalid text representation, e.g. 'abc' for a
 * number), 22021 (a character the database cannot hold: a NUL byte in a text) or 22P05 (untranslatable character).
 * The schemas refuse most of these first; this is the backstop that keeps such input a 422 rather than a 500.
 */
export function invalidValue(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: string };
    if (code === '22003' || code === '22P02' || code === '22021' || code === '22P05') return true;
  }
  return false;
}

/**
 * A foreign-key refusal, and of what kind: `delete` when rows of `table` still refer to the row being deleted (or
 * its key changed: 23001 ON DELETE RESTRICT, or 23503 "update or delete on table"), `insert` when a written row names
 * a parent that does not exist. `table` is the referring table, as the database reports it.
 */
export function foreignKeyRefusal(error: unknown): { kind: 'delete' | 'insert'; table?: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, table, message } = e as { code?: string; table?: string; message?: string };
    if (code !== '23503' && code !== '23001') continue;
    const kind = code === '23001' || /^update or delete on table/.test(message ?? '') ? 'delete' : 'insert';
    return { kind, ...(table ? { table } : {}) };
  }
  return undefined;
}

/** PostgreSQL's SQLSTATEs for a server that cannot take the query now: too many clients, starting, shutting down. */
const UNAVAILABLE_STATES = new Set(['53300', '57P01', '57P02', '57P03']);
/** Node's code for a database that cannot be reached at all (nothing listens where it should). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED']);
/**
 * node-postgres' own messages: a full pool's checkout that waited its connectionTimeoutMillis, a new connection
 * that the server did not answer within it, and a connection the server dropped (it restarted or was stopped).
 */
const POOL_TIMEOUTS =
  /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout|Connection terminated unexpectedly)$/;

/**
 * Whether a database error (possibly wrapped by drizzle) says the database cannot serve now rather than that the
 * query was wrong: the pool stayed full for its whole wait (db/client.ts CONNECT_TIMEOUT_MS), the server does not
 * answer or refuses connections, or it is starting or shutting down. Such a request is a 503 the caller may retry.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNREACHABLE_CODES.has(code))) return true;
    if (typeof message === 'string' && POOL_TIMEOUTS.test(message)) return true;
  }
  return false;
}

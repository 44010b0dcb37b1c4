import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { App } from '../../src/http/types.ts';
import { seedPolicies } from '../../src/modules/access/access.service.ts';
import { userWithSession } from '../factories/users.ts';
import { uniqueIp } from './auth.ts';
import { buildTestApp, testDatabase } from './test-app.ts';

/** A small seeded generator (mulberry32): the same requests every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** Values nobody should send: wrong types, edges of numbers, huge and hostile text. */
const JUNK: readonly unknown[] = [
  null,
  '',
  ' ',
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 53),
  1e308,
  'NaN',
  '9'.repeat(40),
  'x'.repeat(5000),
  '۱۲۳۴',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '\u0000\u202e',
  '../../etc/passwd',
  true,
  [],
  [1, 'a', null],
  {},
  { $gt: '' },
  '{"a":',
  '[]',
  '2026-13-45',
  'ی'.repeat(300),
];

/** Path segments that are not any record's: bad ids, huge ids, text (never small ids, which could be real records). */
const PATH_JUNK: readonly string[] = ['0', '-1', 'abc', '999999999', '3000000000', '1e3', '%00', '..%2F..', 'ی', '1.5'];

interface Operation {
  method: string;
  path: string;
  query: string[];
  body?: { properties: Record<string, { type?: string | string[] }>; required: string[] } | 'other';
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $ref?: string;
};

/** The operations of the OpenAPI document with what they take. */
function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
    schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
      const json = resolve(content?.['application/json']?.schema);
      return {
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        ...(content
          ? {
              body: json?.properties
                ? {
                    properties: json.properties as Record<string, { type?: string | string[] }>,
                    required: json.required ?? [],
                  }
                : ('other' as const),
            }
          : {}),
      };
    }),
  );
}

/** A plausible value of a JSON type, for the fields a mutation leaves alone. */
const plausible = (type: string | string[] | undefined): unknown =>
  ({ integer: 1, number: 1, boolean: true, array: [], object: {} })[[type].flat()[0] ?? ''] ?? 'x';

/**
 * Malformed requests driven by the OpenAPI document, as anonymous, a customer and an admin (who reaches the most
 * code): each must be answered below 500, and every refusal in the one error shape. The operations are dealt into
 * `of` shards, one test file each, so the integration workers share the work (ADR 0038); together they send at least
 * 10 000 requests.
 */
export function fuzzShard(shard: number, of: number) {
  describe(`fuzzing every operation of the OpenAPI document (part ${shard + 1} of ${of})`, () => {
    let app: App;
    let operations: Operation[];
    const callers: Record<string, string | undefined> = { anonymous: undefined };

    beforeAll(async () => {
      const db = (await testDatabase()).db;
      await seedPolicies(db);
      app = await buildTestApp();
      const all = operationsOf((await app.inject({ url: '/api/v1/openapi.json' })).json());
      operations = all.filter((_, i) => i % of === shard);
      callers.customer = (await userWithSession(db)).cookie;
      callers.admin = (await userWithSession(db, { type: UserType.admin, kind: 'manager' })).cookie;
    });
    afterAll(() => app.close());

    const VARIANTS = 22;

    it('answers its share of at least 10 000 malformed requests without a 5xx, every refusal in the one error shape', async () => {
      const rnd = random(1405 + shard);
      let sent = 0;
      const failures: string[] = [];
      for (const op of operations) {
        // Logging out would end the caller's session for the rest of the run.
        if (op.path === '/api/v1/auth/logout') continue;
        for (const [caller, cookie] of Object.entries(callers)) {
          // An event stream a caller may open stays open: only its refusal (anonymous) is fuzzed here.
          if (cookie && op.path.endsWith('/stream')) continue;
          for (let n = 0; n < VARIANTS; n++) {
            const url = op.path.replace(/\{[^}]+\}/g, () => rnd.pick(PATH_JUNK));
            const query = new URLSearchParams();
            for (const name of op.query) if (rnd.chance(0.7)) query.set(name, String(rnd.pick(JUNK)));
            if (rnd.chance(0.2)) query.set('unexpected', String(rnd.pick(JUNK)));
            let payload: unknown;
            if (op.body === 'other' || (op.body && rnd.chance(0.25))) {
              payload = rnd.pick(JUNK);
            } else if (op.body) {
              const names = Object.keys(op.body.properties);
              const body: Record<string, unknown> = {};
              for (const name of names) body[name] = plausible(op.body.properties[name]?.type);
              for (let k = 0; k < 1 + Math.floor(names.length / 3); k++) {
                const name = rnd.pick(names);
                if (rnd.chance(0.2)) delete body[name];
                else body[name] = rnd.pick(JUNK);
              }
              payload = body;
            }
            const method = op.method as 'GET';
            const qs = query.toString();
            const res = await app.inject({
              method,
              url: qs ? `${url}?${qs}` : url,
              headers: {
                ...(cookie ? { cookie } : {}),
                ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
              // A fresh address each time: the sign-in limits per address are not what is fuzzed here.
              remoteAddress: op.path.startsWith('/api/v1/dev/') ? '127.0.0.1' : uniqueIp(),
            });
            sent++;
            const label = `${caller} ${method} ${url}${qs ? `?${qs.slice(0, 80)}` : ''}`;
            if (res.statusCode >= 500) {
              failures.push(`${label} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
            } else if (res.statusCode >= 400) {
              const body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
              if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') {
                failures.push(`${label} -> ${res.statusCode} not the one error shape: ${res.body.slice(0, 200)}`);
              }
            }
          }
        }
      }
      expect(failures.slice(0, 20)).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(Math.ceil(10_000 / of));
    }, 600_000);
  });
}

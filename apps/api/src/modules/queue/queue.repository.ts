import { sql } from 'drizzle-orm';
import type { QueueJob, QueueJobListQuery, QueueJobPage, QueueRound } from '@shahrbazar/domain/api/queue.schema';
import { QueueKind, type QueueJobState } from '@shahrbazar/domain/enums/queue';
import { lastPage, pageOffset } from '@shahrbazar/domain/rules/pagination';
import { ROUND_BEHIND_PERIODS, ROUND_KINDS } from '@shahrbazar/domain/rules/queue';
import type { Db } from '../../db/client.ts';
import { QUEUE_SCHEMA } from './queue.service.ts';

// Reads of pg-boss's job table (its documented columns; ADR 0085) for staff, readiness and metrics. Only pg-boss's
// own API writes it (queue.service.ts, work-queue.ts).

const job = sql.raw(`${QUEUE_SCHEMA}.job`);
const kinds = sql`(${sql.join(
  QueueKind.values.map((kind) => sql`${kind}`),
  sql`, `,
)})`;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** How much work waits, runs and has failed, per kind. */
export interface QueueDepth {
  kind: QueueKind;
  /** Due now or later, not yet taken (created, or waiting to be tried again). */
  waiting: number;
  /** Of those, waiting for a try after a failure. */
  retrying: number;
  active: number;
  /** Given up: staff may retry them. */
  failed: number;
}

/**
 * The queue's depth per kind (every kind listed, 0 when it has nothing): what a metrics endpoint reports as the job
 * and delivery queue's depth.
 */
export async function queueDepth(db: Db): Promise<QueueDepth[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select name, count(*) filter (where state in ('created', 'retry'))::int as waiting,
        count(*) filter (where state = 'retry')::int as retrying,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'failed')::int as failed
      from ${job} where name in ${kinds} and state in ('created', 'retry', 'active', 'failed')
      group by name`),
  );
  return QueueKind.values.map((kind) => {
    const row = rows.find((candidate) => candidate.name === kind);
    return {
      kind,
      waiting: Number(row?.waiting ?? 0),
      retrying: Number(row?.retrying ?? 0),
      active: Number(row?.active ?? 0),
      failed: Number(row?.failed ?? 0),
    };
  });
}

/**
 * How many seconds the longest-due job not yet taken has waited past its time (0 when none is due): the queue's
 * lag. Read on pg-boss's fetch index, so readiness may ask it often. Throws when the queue's tables cannot be read.
 */
export async function queueLagSeconds(db: Db): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      select coalesce(extract(epoch from now() - min(start_after)), 0)::float8 as lag
      from ${job} where name in ${kinds} and state < 'active' and start_after < now()`),
  );
  return Math.max(0, Math.round(Number(row?.lag ?? 0)));
}

/** When each periodic kind's last round ended (a completed job), or null when none has yet. */
export async function lastRounds(db: Db): Promise<Array<{ kind: QueueKind; lastAt: Date | null; since: Date }>> {
  const names = sql.join(
    ROUND_KINDS.map(({ kind }) => sql`${kind}`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`
      select q.name, q.created_on,
        (select max(j.completed_on) from ${job} j where j.name = q.name and j.state = 'completed') as last_at
      from ${sql.raw(`${QUEUE_SCHEMA}.queue`)} q where q.name in (${names})`),
  );
  return rows.map((row) => ({
    kind: row.name as QueueKind,
    lastAt: row.last_at === null || row.last_at === undefined ? null : new Date(row.last_at as string),
    since: new Date(row.created_on as string),
  }));
}

/**
 * Every periodic kind: how often it is due, when its last round ended, and whether it is behind: no round ended for
 * ROUND_BEHIND_PERIODS of its periods (counted from the kind's queue being made when none ever has), as when
 * reconciliation or reminders stopped. Staff read it in the back office; readiness reports the kinds behind.
 */
export async function roundStates(db: Db, now: Date = new Date()): Promise<QueueRound[]> {
  const last = await lastRounds(db);
  return ROUND_KINDS.map(({ kind, everySeconds }) => {
    const row = last.find((candidate) => candidate.kind === kind);
    const at = row ? (row.lastAt ?? row.since) : null;
    const behind = at === null || now.getTime() - at.getTime() >= ROUND_BEHIND_PERIODS * everySeconds * 1000;
    return { kind, everySeconds, lastAt: row?.lastAt ? row.lastAt.toISOString() : null, behind };
  });
}

/** The periodic kinds whose round is behind (roundStates), for readiness to report. */
export async function roundsBehind(db: Db, now: Date = new Date()): Promise<QueueKind[]> {
  return (await roundStates(db, now)).filter((round) => round.behind).map((round) => round.kind);
}

/** The jobs that did not go through (waiting to be tried again, or given up), newest try first. */
export async function queueJobPage(db: Db, query: QueueJobListQuery): Promise<QueueJobPage> {
  const states: QueueJobState[] = query.state ? [query.state] : ['retry', 'failed'];
  const where = sql`j.name in ${query.kind ? sql`(${query.kind})` : kinds}
    and j.state in (${sql.join(
      states.map((state) => sql`${state}`),
      sql`, `,
    )})`;
  const [count] = rowsOf(await db.execute(sql`select count(*)::int as n from ${job} j where ${where}`));
  const total = Number(count?.n ?? 0);
  const rows = rowsOf(
    await db.execute(sql`
      select j.id, j.name, j.state, j.retry_count, j.retry_limit, j.started_on, j.created_on, j.start_after,
        j.output->>'message' as error, u.id as user_id, u.name as user_name, u.mobile as user_mobile
      from ${job} j
      left join users u on u.id = case when j.data->>'userId' ~ '^[0-9]{1,9}$' then (j.data->>'userId')::int end
      where ${where}
      order by coalesce(j.started_on, j.created_on) desc, j.id
      limit ${query.perPage} offset ${pageOffset(query)}`),
  );
  return {
    items: rows.map((row) => toJob(row)),
    total,
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: lastPage(total, query.perPage),
  };
}

function toJob(row: Row): QueueJob {
  const state = row.state as QueueJobState;
  // pg-boss counts retries: a job tried once has retry_count 0, and retry_limit retries follow the first try.
  const tried = row.started_on === null ? 0 : Number(row.retry_count) + 1;
  return {
    id: String(row.id),
    kind: row.name as QueueKind,
    state,
    error: typeof row.error === 'string' ? row.error : '',
    attempts: tried,
    maxAttempts: Number(row.retry_limit) + 1,
    createdAt: iso(row.created_on) ?? '',
    lastTriedAt: iso(row.started_on),
    nextTryAt: state === 'retry' ? iso(row.start_after) : null,
    receiver:
      row.user_id === null || row.user_id === undefined
        ? null
        : { id: Number(row.user_id), name: String(row.user_name ?? ''), mobile: (row.user_mobile as string) ?? null },
  };
}

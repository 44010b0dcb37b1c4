import { describe, expect, it } from 'vitest';
import { QUEUE_POLICIES } from '../rules/queue.ts';
import { expectLabelled } from './expect-labelled.ts';
import { QueueJobState, QueueKind } from './queue.ts';

describe('queue enumerations', () => {
  it('label every kind and state in both locales', () => {
    expectLabelled(QueueKind);
    expectLabelled(QueueJobState);
  });

  it('give every kind a retry policy that backs off and outlives a try', () => {
    for (const kind of QueueKind.values) {
      const policy = QUEUE_POLICIES[kind];
      expect(policy.retries).toBeGreaterThanOrEqual(1);
      expect(policy.retryDelaySeconds).toBeGreaterThanOrEqual(1);
      expect(policy.expireSeconds).toBeGreaterThanOrEqual(30);
    }
  });
});

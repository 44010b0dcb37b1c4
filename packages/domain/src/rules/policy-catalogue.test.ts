import { describe, expect, it } from 'vitest';
import { AGENT_POLICY_GROUPS, POLICY_CATALOGUE, POLICY_GROUP_LABELS, policy } from './policy-catalogue.ts';

describe('policy catalogue', () => {
  it('covers every back-office menu of the spec and the agent sections, each policy once', () => {
    const groups = new Set(POLICY_CATALOGUE.map((p) => p.group));
    for (const menu of ['users', 'roles', 'pages', 'posts', 'files', 'tags', 'categories', 'orders', 'payments']) {
      expect(groups).toContain(menu);
    }
    for (const menu of ['comments', 'tickets', 'siteMessages', 'settings', 'agentUsers', 'agentBooths']) {
      expect(groups).toContain(menu);
    }
    const keys = POLICY_CATALOGUE.map((p) => `${p.group}.${p.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of POLICY_CATALOGUE) expect(p.label.fa && p.label.en).toBeTruthy();
    for (const group of groups) expect(POLICY_GROUP_LABELS[group]).toBeDefined();
  });

  it('names the agent groups', () => {
    expect(AGENT_POLICY_GROUPS).toEqual([
      'agentUsers',
      'agentBooths',
      'agentCategories',
      'agentDocuments',
      'agentProducts',
    ]);
  });

  it('policy() refuses a policy that is not in the catalogue', () => {
    expect(policy('users', 'create')).toEqual({ group: 'users', name: 'create' });
    expect(() => policy('users', 'fly')).toThrow(/Unknown policy/);
  });
});

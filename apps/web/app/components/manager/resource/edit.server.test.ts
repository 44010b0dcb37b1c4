import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import { MANAGER } from '../access.ts';
import { guardRecordPage } from './edit.server.ts';
import { roles } from './roles.tsx';

/** A record page's arguments at `path` (its id, if any, the third segment), for a manager holding `policies`. */
function argsFor(path: string, policies: readonly PolicyRef[]) {
  const manager = { user: { id: 1, name: 'مدیر' }, kind: 'manager', policies } as unknown as Me;
  const apiFetch = vi.fn(async () => Response.json(manager));
  const url = new URL(path, 'http://shahrbazar.test');
  const request = new Request(url, { headers: { cookie: 'token=t1; locale=fa' } });
  const id = path.split('/')[3];
  return { request, context: { apiFetch } as AppLoadContext, url, params: id === 'create' ? {} : { id } };
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (thrown: unknown) =>
      thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status,
  );

describe("a record page's guard", () => {
  it('opens a new record to who may list and create, an existing one to who may list and edit', async () => {
    const both = [MANAGER.rolesIndex, MANAGER.rolesCreate, MANAGER.rolesEdit];
    await expect(guardRecordPage(argsFor('/manager/role/create', both), roles.policies)).resolves.toBeUndefined();
    await expect(guardRecordPage(argsFor('/manager/role/7/edit', both), roles.policies)).resolves.toBe(7);
  });

  it('refuses a new record to who may only edit, and an existing one to who may only create (403)', async () => {
    const editor = [MANAGER.rolesIndex, MANAGER.rolesEdit];
    const creator = [MANAGER.rolesIndex, MANAGER.rolesCreate];
    expect(await statusOf(guardRecordPage(argsFor('/manager/role/create', editor), roles.policies))).toBe(403);
    expect(await statusOf(guardRecordPage(argsFor('/manager/role/7/edit', creator), roles.policies))).toBe(403);
  });

  it('finds no record behind an id that is not a positive whole number (404)', async () => {
    const all = Object.values(MANAGER);
    expect(await statusOf(guardRecordPage(argsFor('/manager/role/0/edit', all), roles.policies))).toBe(404);
    expect(await statusOf(guardRecordPage(argsFor('/manager/role/x/edit', all), roles.policies))).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import routes from '../../../routes.ts';
import { MANAGER_RESOURCES } from './registry.ts';

interface Entry {
  path?: string;
  file: string;
  children?: Entry[];
}

/** Every route of the table as its full path and its module, nested routes joined to their parents'. */
function table(entries: readonly Entry[], base = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of entries) {
    const path = entry.path === undefined ? base : `${base}/${entry.path}`;
    found.set(path, entry.file);
    for (const [child, file] of table(entry.children ?? [], path)) found.set(child, file);
  }
  return found;
}

describe('the declared back-office resources', () => {
  const addresses = table(routes as Entry[]);

  it.each(MANAGER_RESOURCES.map((resource) => [resource.list, resource] as const))(
    '%s: its list, CSV export and delete (if any) are the generic pages, its form the generic one when it declares one',
    (_list, resource) => {
      expect(addresses.get(`/manager/${resource.list}`)).toBe('routes/manager/resource-list.tsx');
      expect(addresses.get(`/manager/${resource.list}/export.csv`)).toBe('routes/manager/resource-export.ts');
      // A list only read (receipts) has no delete address.
      const remove = resource.remove ? 'routes/manager/record-delete.tsx' : undefined;
      expect(addresses.get(`/manager/${resource.record}/:id/delete`)).toBe(remove);
      const form = resource.form ? 'routes/manager/resource-edit.tsx' : expect.not.stringMatching(/resource-edit/);
      expect(addresses.get(`/manager/${resource.record}/create`)).toEqual(form);
      expect(addresses.get(`/manager/${resource.record}/:id/edit`)).toEqual(form);
    },
  );

  it('has no generic list address without a declaration (it would answer 404)', () => {
    const lists = [...addresses].filter(([, file]) => file === 'routes/manager/resource-list.tsx');
    expect(lists.map(([path]) => path).sort()).toEqual(
      MANAGER_RESOURCES.map((resource) => `/manager/${resource.list}`).sort(),
    );
  });
});

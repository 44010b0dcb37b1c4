/** A permission: a policy name within a group (a role's access permissions are policies). */
export interface PolicyRef {
  name: string;
  group: string;
}

/** What a permission check reads of a user: its policies and the ones excluded for it. */
export interface PolicyHolder {
  policies?: readonly PolicyRef[] | null;
  excludePolicies?: readonly PolicyRef[] | null;
}

/** A menu entry guarded by a policy; an entry with sub-items is opened through them. */
export interface GuardedMenuItem<T extends GuardedMenuItem<T>> {
  policy?: PolicyRef | null;
  subItems?: readonly T[] | null;
}

const same = (a: PolicyRef) => (b: PolicyRef) => a.name === b.name && a.group === b.group;

/**
 * Whether a user may do what a permission guards: allowed when the permission has no name, or the user has a policy
 * with the same name and group that is not among its excludePolicies.
 */
export function hasPermission(user: PolicyHolder | null | undefined, required: PolicyRef | null | undefined): boolean {
  if (!required || required.name === '') return true;
  if (!user) return false;
  const granted = (user.policies ?? []).some(same(required));
  return granted && !(user.excludePolicies ?? []).some(same(required));
}

/** Whether a user may open a menu item: by its own policy, or, when it has sub-items, by any allowed sub-item. */
export function canOpenMenuItem<T extends GuardedMenuItem<T>>(user: PolicyHolder | null | undefined, item: T): boolean {
  if (item.subItems && item.subItems.length > 0) return item.subItems.some((sub) => canOpenMenuItem(user, sub));
  return hasPermission(user, item.policy);
}

/** The menu tree a user may open: forbidden items removed, and sub-item lists cut to the allowed ones. */
export function filterMenu<T extends GuardedMenuItem<T>>(
  user: PolicyHolder | null | undefined,
  items: readonly T[],
): T[] {
  return items.flatMap((item): T[] => {
    if (!canOpenMenuItem(user, item)) return [];
    if (!item.subItems || item.subItems.length === 0) return [item];
    return [{ ...item, subItems: filterMenu(user, item.subItems) }];
  });
}

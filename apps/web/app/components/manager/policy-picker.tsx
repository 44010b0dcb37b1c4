import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Checkbox } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { POLICY_GROUP_LABELS } from '@shahrbazar/domain/rules/policy-catalogue';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import type { PolicyItem } from './types.ts';
import classes from './manager.module.css';

/** Policies by section, in the catalogue's order (the spec's back-office menus, then the agent panel's). */
export function groupPolicies(policies: readonly PolicyItem[]): Array<{ group: string; items: PolicyItem[] }> {
  const order = Object.keys(POLICY_GROUP_LABELS);
  const groups = new Map<string, PolicyItem[]>();
  for (const item of policies) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  const rank = (group: string) => (order.includes(group) ? order.indexOf(group) : order.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([group, items]) => ({ group, items }));
}

/** «کاربران: مشاهده فهرست» under the heading «کاربران» reads «مشاهده فهرست». */
export function shortTitle(title: string, groupLabel: string): string {
  const prefix = `${groupLabel}: `;
  return title.startsWith(prefix) && title.length > prefix.length ? title.slice(prefix.length) : title;
}

/**
 * Permissions as checkboxes grouped by section, with "select all" and "deselect all" (spec section 3: a role's
 * policies). Each box is named by the full title («کاربران: مشاهده فهرست») for screen readers and tests, and shows
 * only the action under its section's heading. Without JavaScript the two buttons submit the form with an intent
 * the action answers by rendering the form again with every box ticked or cleared.
 */
export function PolicyPicker({
  name,
  policies,
  selected,
  legend,
}: {
  /** The form field: `policies` (a role) or `excludePolicies` (a user). */
  name: string;
  policies: readonly PolicyItem[];
  selected: readonly number[];
  legend: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [ticked, setTicked] = useState(() => new Set(selected));
  const toggle = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const tool = (intent: 'selectAll' | 'deselectAll', label: string, all: boolean) => (
    <Button
      type={hydrated ? 'button' : 'submit'}
      name="intent"
      value={intent}
      variant="default"
      size="xs"
      onClick={() => setTicked(all ? new Set(policies.map((item) => item.id)) : new Set())}
    >
      {label}
    </Button>
  );

  return (
    <fieldset className={classes.policyPicker}>
      <legend className="visually-hidden">{legend}</legend>
      <input type="hidden" name={`${name}Shown`} value="1" />
      <div className={classes.policyTools}>
        {tool('selectAll', t('manager.roles.selectAll'), true)}
        {tool('deselectAll', t('manager.roles.deselectAll'), false)}
        <span className={classes.policyCount} aria-live="polite">
          {t('manager.roles.selectedCount', {
            n: localizeDigits(ticked.size, locale),
            total: localizeDigits(policies.length, locale),
          })}
        </span>
      </div>
      <div className={classes.policyGroups}>
        {groupPolicies(policies).map(({ group, items }) => {
          const groupLabel = POLICY_GROUP_LABELS[group]?.[locale] ?? group;
          return (
            <fieldset key={group} className={classes.policyGroup}>
              <legend>{groupLabel}</legend>
              <div className={classes.policyList}>
                {items.map((item) => (
                  <Checkbox
                    key={item.id}
                    name={name}
                    value={String(item.id)}
                    label={shortTitle(item.title, groupLabel)}
                    aria-label={item.title}
                    checked={ticked.has(item.id)}
                    onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                  />
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}

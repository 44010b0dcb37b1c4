import { Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import lists from '../panel/lists.module.css';
import type { AppointmentView } from './appointment-view.ts';
import { AppointmentPayment, STATUS_COLOR } from './my-appointments.tsx';
import classes from './appointments.module.css';

interface Range {
  view: 'day' | 'week';
  first: string;
  previous: string;
  next: string;
}

/** Day or week (from Saturday) toggle and the previous / next range, as links (works without JavaScript). */
export function OwnerRangeNav({ range, basePath }: { range: Range; basePath: string }) {
  const { t } = useTranslation();
  const href = (view: string, from: string) => `${basePath}?view=${view}&from=${encodeURIComponent(from)}`;
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Group gap="xs">
        {(['day', 'week'] as const).map((view) => (
          <Button
            key={view}
            component={Link}
            to={href(view, range.first)}
            size="xs"
            variant={range.view === view ? 'filled' : 'default'}
            aria-current={range.view === view ? 'page' : undefined}
          >
            {t(`appointments.owner.${view}`)}
          </Button>
        ))}
      </Group>
      <Group gap="xs">
        <Button component={Link} to={href(range.view, range.previous)} variant="default" size="xs">
          {t('appointments.owner.previous')}
        </Button>
        <Button component={Link} to={href(range.view, range.next)} variant="default" size="xs">
          {t('appointments.owner.next')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * The range's days with their visits: each with its turn of the day, its patient (the family member's name when booked
 * for one) and how it is paid. A visit still to come can be moved or cancelled (`changePath` gives the page's link
 * to each); one that began and is still booked can be marked visited or no-show.
 */
export function OwnerDays({
  groups,
  changePath,
  thing,
}: {
  groups: Array<{ date: string; label: string; items: AppointmentView[] }>;
  changePath?: ((id: number, change: 'move' | 'cancel') => string) | undefined;
  /** What the book's listing calls a visit (its vertical's words: a doctor's «ویزیت», a lawyer's «مشاوره»). */
  thing: string;
}) {
  const { t } = useTranslation();
  return groups.map((group) => (
    <section key={group.date} className={classes.dayGroup} aria-label={group.label}>
      {/* Its card has no title: a day is the part right under the page's h1 (axe: heading-order, issue 32). */}
      <Title order={2} size="h5" mb="xs">
        {group.label}
      </Title>
      {group.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('appointments.owner.none')}
        </Text>
      ) : (
        <ul className={lists.rows}>
          {group.items.map((item) => (
            <li key={item.id} className={lists.row}>
              <div>
                <Text className={lists.rowTitle}>
                  {item.turn && <span>{t('appointments.owner.turn', { n: item.turn })}: </span>}
                  {item.patientName}
                  {item.forFamily && <span className={lists.rowMeta}> {t('appointments.owner.forFamily')}</span>}
                </Text>
                <Text className={lists.rowMeta}>{item.when}</Text>
                <Text className={lists.rowMeta}>
                  <AppointmentPayment item={item} />
                </Text>
              </div>
              <Group gap="xs">
                <Badge color={STATUS_COLOR[item.status]} variant="light">
                  {t(`appointments.status.${item.status}`)}
                </Badge>
                {item.status === 'booked' && !item.begun && changePath && (
                  <>
                    <Button component={Link} to={changePath(item.id, 'move')} size="xs" variant="light">
                      {t('appointments.owner.move')}
                    </Button>
                    <Button component={Link} to={changePath(item.id, 'cancel')} size="xs" color="red" variant="subtle">
                      {t('appointments.owner.cancel')}
                    </Button>
                  </>
                )}
                {item.status === 'booked' && item.begun && (
                  <Form method="post">
                    <input type="hidden" name="id" value={item.id} />
                    <Button type="submit" name="status" value="visited" size="xs" variant="light">
                      {t('appointments.owner.visited', { thing })}
                    </Button>
                    <Button type="submit" name="status" value="noShow" size="xs" color="red" variant="subtle">
                      {t('appointments.owner.noShow')}
                    </Button>
                  </Form>
                )}
              </Group>
            </li>
          ))}
        </ul>
      )}
    </section>
  ));
}

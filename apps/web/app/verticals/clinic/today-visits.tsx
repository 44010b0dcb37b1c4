import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Button, Text } from '@mantine/core';
import { AppointmentPayment, STATUS_COLOR } from '../../components/appointments/my-appointments.tsx';
import lists from '../../components/panel/lists.module.css';
import { PanelCard } from '../../components/panel/panel-page.tsx';
import type { loadTodayVisits } from './today-visits.server.ts';

/** The dashboard's «نوبت‌های امروز» (issue 29): today's visits of the book, each with its turn, patient and payment. */
export function TodayVisits({
  clinicId,
  today,
}: {
  clinicId: number;
  today: Awaited<ReturnType<typeof loadTodayVisits>>;
}) {
  const { t } = useTranslation();
  return (
    <PanelCard title={t('clinic.panel.today', { day: today.label })}>
      {today.items.length === 0 ? (
        <Text c="dimmed">{t('clinic.panel.noVisitsToday')}</Text>
      ) : (
        <ul className={lists.rows}>
          {today.items.map((item) => (
            <li key={item.id} className={lists.row}>
              <div>
                <Text className={lists.rowTitle}>
                  {item.turn && <span>{t('appointments.owner.turn', { n: item.turn })}: </span>}
                  {item.patientName}
                </Text>
                <Text className={lists.rowMeta}>
                  {item.time} — <AppointmentPayment item={item} />
                </Text>
              </div>
              <Badge color={STATUS_COLOR[item.status]} variant="light">
                {t(`appointments.status.${item.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Button component={Link} to={`/panel/myClinic/${clinicId}/appointments`} variant="light" size="sm" mt="sm">
        {t('clinic.panel.openBook')}
      </Button>
    </PanelCard>
  );
}

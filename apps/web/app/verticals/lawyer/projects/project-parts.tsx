import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Badge, Group } from '@mantine/core';
import type { Project } from '@shahrbazar/domain/api/lawyer-project.schema';
import { listText } from '@shahrbazar/domain/format/list';
import { ClientProjectStatus, STATUS_COLORS, StatusColor } from '@shahrbazar/domain/enums/status';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount, formatBudget } from '@shahrbazar/domain/format/price';
import { PROJECT_TYPES } from '@shahrbazar/domain/rules/lawyer-project';
import { useLocale } from '../../../lib/use-locale.ts';
import classes from './projects.module.css';

const COLOR: Record<StatusColor, string> = {
  [StatusColor.warning]: 'orange',
  [StatusColor.danger]: 'red',
  [StatusColor.success]: 'teal',
};

/** The public address of a project. */
export const projectHref = (project: { slugId: string }) => `/lawyer/projects/${encodeURIComponent(project.slugId)}`;

/** A project's status as a coloured badge (the spec's colours; ADR 0041 for selected, completed, ended). */
export function ProjectStatusBadge({ status }: { status: Project['status'] }) {
  const locale = useLocale();
  return (
    <Badge color={COLOR[STATUS_COLORS[status]]} variant="light" data-testid="project-status">
      {ClientProjectStatus.labelOf(status)?.[locale]}
    </Badge>
  );
}

/** The budget text: «توافقی» when budgetFrom is 0, else the amount (or range) and «تومان». */
export function useBudget() {
  const locale = useLocale();
  return (project: Pick<Project, 'budgetFrom' | 'budgetTo'>) => formatBudget(project, locale);
}

/** The kind of work in the reader's language (ADR 0060); a project posted before the list keeps its typed text. */
export function useProjectType() {
  const { t } = useTranslation();
  return (type: string) =>
    (PROJECT_TYPES as readonly string[]).includes(type)
      ? t(`lawyerProjects.types.${type as (typeof PROJECT_TYPES)[number]}`)
      : type;
}

/** Toman with Persian digits. */
export function useAmount() {
  const locale = useLocale();
  return (value: number) => formatAmount(value, locale);
}

/** One project in a list: title, specialties, budget, offers, deadline. */
export function ProjectCard({ project, href = projectHref(project) }: { project: Project; href?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const budget = useBudget();
  const typeOf = useProjectType();
  return (
    <article className={classes.card} data-testid="project-card">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Link to={href} className={classes.cardTitle}>
          {project.title}
        </Link>
        <ProjectStatusBadge status={project.status} />
      </Group>
      <p className={classes.meta}>
        {typeOf(project.type)}
        {project.specialties.length > 0 &&
          ` · ${listText(
            project.specialties.map((item) => item.title),
            locale,
          )}`}
      </p>
      <dl className={classes.facts}>
        <div>
          <dt>{t('lawyerProjects.budget')}</dt>
          <dd data-testid="project-budget">{budget(project)}</dd>
        </div>
        <div>
          <dt>{t('lawyerProjects.offers')}</dt>
          <dd>{localizeDigits(project.offerCount, locale)}</dd>
        </div>
        <div>
          <dt>{t('lawyerProjects.deadline')}</dt>
          <dd>{formatJalaliDate(new Date(project.expireDate), locale)}</dd>
        </div>
      </dl>
    </article>
  );
}

import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Container, Group, Title } from '@mantine/core';
import type { Route } from './+types/projects-page';
import { serverApi } from '../../../lib/api.server.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { documentTitle } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../../lib/route-errors.ts';
import { ProjectCard } from './project-parts.tsx';
import classes from './projects.module.css';

/**
 * Client projects' home and list (spec: client project home, list; /lawyer/projects): projects open to offers, newest
 * first, 15 a page, by specialty (?specialty=); anyone can read it, «ثبت پروژه» leads to the post form.
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const page = Math.max(1, Number(args.url.searchParams.get('page')) || 1);
  const specialty = Number(args.url.searchParams.get('specialty')) || undefined;
  const list = await serverApi(args.request, args.context)
    .GET('/api/v1/lawyer/projects', { params: { query: { page, specialty } } })
    .catch(rethrowAsRouteError);
  const words = catalogues[locale].lawyerProjects;
  return {
    title: await documentTitle(args.request, args.context, locale, words.title),
    description: words.intro,
    list,
    specialty,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'description', content: loaderData.description }] : [];

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, specialty } = loaderData;
  const pageHref = (page: number) => `?page=${page}${specialty ? `&specialty=${specialty}` : ''}`;
  return (
    <Container size="lg" className={classes.page}>
      <Group justify="space-between" mb="sm">
        <Title order={1}>{t('lawyerProjects.title')}</Title>
        <Button component={Link} to="/lawyer/projects/create">
          {t('lawyerProjects.post')}
        </Button>
      </Group>
      <p className={classes.meta}>{t('lawyerProjects.intro')}</p>
      {list.items.length === 0 ? (
        <p>{t('lawyerProjects.empty')}</p>
      ) : (
        <div className={classes.list}>
          {list.items.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </div>
      )}
      <Group justify="center" mt="md">
        {list.currentPage > 1 && (
          <Button component={Link} variant="default" to={pageHref(list.currentPage - 1)}>
            {t('lawyerProjects.previous')}
          </Button>
        )}
        {list.lastPage > list.currentPage && (
          <Button component={Link} variant="default" to={pageHref(list.currentPage + 1)}>
            {t('lawyerProjects.more')}
          </Button>
        )}
      </Group>
    </Container>
  );
}

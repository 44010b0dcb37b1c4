import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import type { Route } from './+types/my-projects';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { ProjectCard } from './project-parts.tsx';
import classes from './projects.module.css';

/** The client's projects (spec: customer panel, client project index; /panel/lawyerProjects), newest first. */
export async function loader(args: Route.LoaderArgs) {
  const list = await serverApi(args.request, args.context)
    .GET('/api/v1/me/lawyer/projects', { params: { query: { perPage: 100 } } })
    .catch(panelFailure(args, 'general'));
  return { items: list.items };
}

export default function MyProjects({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PanelPage
      title={t('lawyerProjects.panel.title')}
      action={
        <Button component={Link} to="/lawyer/projects/create">
          {t('lawyerProjects.post')}
        </Button>
      }
    >
      {loaderData.items.length === 0 ? (
        <PanelCard>
          <p>{t('lawyerProjects.panel.empty')}</p>
        </PanelCard>
      ) : (
        <div className={classes.list}>
          {loaderData.items.map((project) => (
            <ProjectCard key={project.id} project={project} href={`/panel/lawyerProject/${project.id}`} />
          ))}
        </div>
      )}
    </PanelPage>
  );
}

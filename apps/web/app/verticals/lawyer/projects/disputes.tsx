import { Form, redirect, useNavigation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Button, Group } from '@mantine/core';
import type { Route } from './+types/disputes';
import { MANAGER } from '../../../components/manager/access.ts';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import { ProjectStatusBadge, useAmount } from './project-parts.tsx';
import classes from './projects.module.css';

/**
 * Support's disputes of client projects (back office, policy orders.edit; ADR 0041): each disputed project with the
 * chosen lawyer and the held price; «پرداخت به وکیل» releases it less the site's share, «بازگشت به موکل» refunds it.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.ordersEdit);
  const items = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/lawyer-projects/disputes')
    .catch(panelFailure(args, 'manager'));
  return { items };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const outcome = form.get('outcome') === 'release' ? 'release' : 'refund';
  try {
    await serverApi(args.request, args.context).POST('/api/v1/manager/lawyer-projects/{id}/resolve', {
      params: { path: { id: Number(form.get('projectId')) } },
      body: { outcome },
    });
    return redirect('/manager/lawyerProjects', 303);
  } catch (error) {
    return panelFormFailure(args, 'manager', error);
  }
}

export default function Disputes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const amount = useAmount();
  const navigation = useNavigation();
  return (
    <PanelPage title={t('lawyerProjects.manager.title')}>
      {actionData?.failure && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {actionData.failure.message}
        </Alert>
      )}
      <PanelCard>
        {loaderData.items.length === 0 ? (
          <p>{t('lawyerProjects.manager.empty')}</p>
        ) : (
          loaderData.items.map((project) => {
            const chosen = project.offers.find((offer) => offer.selected);
            return (
              <article key={project.id} className={classes.offer} data-testid="dispute">
                <Group justify="space-between" gap="xs">
                  <strong>{project.title}</strong>
                  <ProjectStatusBadge status={project.status} />
                </Group>
                <p className={classes.meta}>
                  {t('lawyerProjects.client')}: {project.user.name} · {t('lawyerProjects.manager.lawyer')}:{' '}
                  {chosen?.lawyer.name} · {project.price === null ? '' : amount(project.price)}
                </p>
                <Group>
                  {(['release', 'refund'] as const).map((outcome) => (
                    <Form method="post" key={outcome}>
                      <input type="hidden" name="projectId" value={project.id} />
                      <input type="hidden" name="outcome" value={outcome} />
                      <Button
                        type="submit"
                        color={outcome === 'release' ? 'teal' : 'red'}
                        variant="light"
                        loading={navigation.state === 'submitting'}
                      >
                        {t(`lawyerProjects.manager.${outcome}`)}
                      </Button>
                    </Form>
                  ))}
                </Group>
              </article>
            );
          })
        )}
      </PanelCard>
    </PanelPage>
  );
}

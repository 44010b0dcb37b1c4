import { Form, redirect, useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Badge, Button, Group } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/my-offers';
import { Icon } from '../../../components/icons.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { ProjectStatusBadge, projectHref, useAmount } from './project-parts.tsx';
import classes from './projects.module.css';

/**
 * The lawyer's offers (spec: lawyer panel, client project offer index; /panel/lawyerOffers): each project, the price
 * and days offered, whether the client chose this lawyer, «اعلام تحویل کار» while the money is held, and what was
 * paid to the lawyer (less the site's share) once the client released it.
 */
export async function loader(args: Route.LoaderArgs) {
  const list = await serverApi(args.request, args.context)
    .GET('/api/v1/me/lawyer/offers', { params: { query: { perPage: 100 } } })
    .catch(panelFailure(args, 'general'));
  return { items: list.items };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const id = Number(form.get('offerId'));
  try {
    await serverApi(args.request, args.context).POST('/api/v1/me/lawyer/offers/{id}/deliver', {
      params: { path: { id } },
    });
    return redirect('/panel/lawyerOffers', 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function MyOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = useAmount();
  const navigation = useNavigation();
  return (
    <PanelPage
      title={t('lawyerProjects.lawyer.title')}
      action={
        <Button component={Link} to="/lawyer/projects" variant="light">
          {t('lawyerProjects.lawyer.browse')}
        </Button>
      }
    >
      {actionData?.failure && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {actionData.failure.message}
        </Alert>
      )}
      <PanelCard>
        {loaderData.items.length === 0 ? (
          <p>{t('lawyerProjects.lawyer.empty')}</p>
        ) : (
          loaderData.items.map((offer) => (
            <article key={offer.id} className={classes.offer} data-testid="my-offer">
              <Group justify="space-between" gap="xs">
                <Link to={projectHref(offer.project)}>{offer.project.title}</Link>
                <ProjectStatusBadge status={offer.project.status} />
              </Group>
              <Group gap="md" my="xs">
                <span>{amount(offer.price)}</span>
                <span>{t('lawyerProjects.offer.daysValue', { n: localizeDigits(offer.days, locale) })}</span>
                {offer.selected && <Badge color="teal">{t('lawyerProjects.lawyer.chosen')}</Badge>}
                {offer.selected && (
                  <Badge variant="outline">{t(`lawyerProjects.escrow.${offer.project.escrow}`)}</Badge>
                )}
              </Group>
              {offer.project.rating !== null && (
                <p data-testid="offer-rating">
                  {t('lawyerProjects.lawyer.rated', { n: localizeDigits(offer.project.rating, locale) })}
                </p>
              )}
              {offer.project.client && (
                <Button
                  component={Link}
                  to={`/panel/chatRoom/${offer.project.client.id}`}
                  variant="light"
                  size="xs"
                  mb="xs"
                  leftSection={<Icon name="chat" size={16} />}
                >
                  {t('lawyerProjects.lawyer.chat')}
                </Button>
              )}
              {offer.payout !== null && (
                <p data-testid="offer-payout">{t('lawyerProjects.lawyer.payout', { amount: amount(offer.payout) })}</p>
              )}
              {offer.selected && offer.project.escrow === 'held' && (
                <Form method="post">
                  <input type="hidden" name="offerId" value={offer.id} />
                  <Button type="submit" loading={navigation.state === 'submitting'}>
                    {t('lawyerProjects.lawyer.deliver')}
                  </Button>
                </Form>
              )}
            </article>
          ))
        )}
      </PanelCard>
    </PanelPage>
  );
}

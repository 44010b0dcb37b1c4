import { redirect } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Group } from '@mantine/core';
import type { Route } from './+types/agent-category';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { AGENT } from '../../../components/manager/access.ts';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { withNotice } from '../../../components/manager/list-notice.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { notFound } from '../../../lib/listings/view.server.ts';
import { panelFailure, panelFormFailure, type RequestArgs } from '../../../lib/session.server.ts';
import { ShelfForm } from './categories.tsx';
import { shelfBodyOf } from './shelf-body.ts';

/** The booth (?booth=) and, on the details page, the shelf (/agent/category/{id}/details) the address names. */
function target(args: RequestArgs & { params: { id?: string } }) {
  const booth = idParam(args.url.searchParams.get('booth') ?? undefined);
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  return { booth, id, back: `/agent/booth/${booth}/details` };
}

/**
 * A shelf of a booth of one of the agent's users (spec: /agent/category/create and /agent/category/{id}/details, the
 * booth in ?booth=; ADR 0047): the booth manager's shelf form through the agent's door; deleting asks first. Another
 * agent's user's booth, or a shelf of another booth, is a 404 from the API.
 */
export async function loader(args: Route.LoaderArgs) {
  const { booth, id, back } = target(args);
  await requirePolicies(args, 'agent', id === undefined ? AGENT.categoriesCreate : AGENT.categoriesIndex);
  const client = serverApi(args.request, args.context);
  const [listing, shelves] = await Promise.all([
    client.GET('/api/v1/agent/booth/{id}', { params: { path: { id: booth } } }),
    client.GET('/api/v1/agent/booth/{boothId}/categories', { params: { path: { boothId: booth } } }),
  ]).catch(panelFailure(args, 'agent'));
  const all = shelves.items.flatMap((category) => [
    { id: category.id, title: category.title, parentId: null, position: category.position },
    ...category.subCategories.map((sub) => ({ ...sub, parentId: category.id })),
  ]);
  const shelf = id === undefined ? undefined : (all.find((one) => one.id === id) ?? notFound());
  return { boothTitle: listing.title, parents: shelves.items, shelf, back, booth };
}

export async function action(args: Route.ActionArgs) {
  const { booth, id, back } = target(args);
  const form = await args.request.formData();
  const body = shelfBodyOf(form);
  const client = serverApi(args.request, args.context);
  try {
    if (id === undefined) {
      await client.POST('/api/v1/agent/booth/{boothId}/categories', { params: { path: { boothId: booth } }, body });
    } else {
      await client.PUT('/api/v1/agent/booth/{boothId}/categories/{categoryId}', {
        params: { path: { boothId: booth, categoryId: id } },
        body,
      });
    }
  } catch (error) {
    return panelFormFailure(args, 'agent', error);
  }
  return redirect(withNotice(back, id === undefined ? 'created' : 'saved'), 303);
}

export default function AgentCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shelf, back, booth } = loaderData;
  const failure: FormFailure | undefined = actionData?.failure;
  return (
    <PanelPage title={shelf ? shelf.title : t('boothMore.shelves.add')}>
      <Group justify="space-between" mb="sm">
        <span dir="auto">
          {t('boothMore.agent.booth')}: {loaderData.boothTitle}
        </span>
        <Anchor component={Link} to={back} size="sm">
          {t('boothMore.agent.backToBooth')}
        </Anchor>
      </Group>
      <PanelCard>
        <p>{t('boothMore.shelves.intro')}</p>
        <FormAlert failure={failure} shownFields={['title', 'parent_id']} />
        <ShelfForm parents={loaderData.parents} shelf={shelf} failure={failure} />
      </PanelCard>
      {shelf && (
        <PanelCard>
          <ConfirmDelete
            to={`/agent/booth/${booth}/categories/${shelf.id}/delete`}
            back={back}
            label={t('boothMore.shelves.deleteNamed', { title: shelf.title })}
            message={t('boothMore.shelves.confirmDelete', { title: shelf.title })}
          />
        </PanelCard>
      )}
    </PanelPage>
  );
}

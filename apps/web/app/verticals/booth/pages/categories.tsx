import { Form, redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import type { BoothCategory } from '@shahrbazar/domain/api/booth-shelf.schema';
import type { Route } from './+types/categories';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { ListNotice, withNotice } from '../../../components/manager/list-notice.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import classes from './booth-pages.module.css';
import { shelfBodyOf } from './shelf-body.ts';

/**
 * The booth manager's shelves (spec: /panel/myBooth/{boothId}/categories): the booth's own categories, each with its
 * sub categories; add one (a sub category names its category), rename or reorder one, delete one after confirming.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const shelves = await serverApi(args.request, args.context)
    .GET('/api/v1/me/booth/{boothId}/categories', { params: { path: { boothId: id } } })
    .catch(panelFailure(args, 'general'));
  return { base: `/panel/myBooth/${id}`, items: shelves.items };
}

export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  const form = await args.request.formData();
  const shelf = textOf(form, 'categoryId');
  const body = shelfBodyOf(form);
  const api = serverApi(args.request, args.context);
  try {
    if (shelf) {
      await api.PUT('/api/v1/me/booth/{boothId}/categories/{categoryId}', {
        params: { path: { boothId: id, categoryId: idParam(shelf) } },
        body,
      });
    } else await api.POST('/api/v1/me/booth/{boothId}/categories', { params: { path: { boothId: id } }, body });
  } catch (error) {
    return panelFormFailure(args, 'general', error, { shelf });
  }
  return redirect(withNotice(`/panel/myBooth/${id}/categories`, shelf ? 'saved' : 'created'), 303);
}

/** One shelf's form (a new one without `shelf`): its title, its parent category, its place; the booth manager's and
 * the agent panel's (ADR 0047). */
export function ShelfForm({
  parents,
  shelf,
  failure,
}: {
  parents: BoothCategory[];
  shelf?: { id: number; title: string; parentId: number | null; position: number };
  failure?: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const suffix = shelf ? `-${shelf.id}` : '';
  return (
    <Form method="post" className={classes.shelfForm}>
      {shelf && <input type="hidden" name="categoryId" value={shelf.id} />}
      <TextInput
        name="title"
        id={`shelf-title${suffix}`}
        label={t('boothMore.shelves.titleField')}
        defaultValue={shelf?.title ?? ''}
        required
        maxLength={60}
        error={failure?.fields.title}
      />
      <NativeSelect
        name="parent_id"
        id={`shelf-parent${suffix}`}
        label={t('boothMore.shelves.parent')}
        defaultValue={shelf?.parentId ? String(shelf.parentId) : ''}
        data={[
          { value: '', label: t('boothMore.shelves.noParent') },
          ...parents
            .filter((parent) => parent.id !== shelf?.id)
            .map((parent) => ({ value: String(parent.id), label: parent.title })),
        ]}
        error={failure?.fields.parent_id}
      />
      <TextInput
        name="position"
        id={`shelf-position${suffix}`}
        label={t('boothMore.shelves.position')}
        defaultValue={String(shelf?.position ?? 0)}
        inputMode="numeric"
        className={classes.shelfPosition}
      />
      <Button type="submit" variant={shelf ? 'light' : 'filled'}>
        {shelf ? t('boothMore.shelves.save') : t('boothMore.shelves.add')}
      </Button>
    </Form>
  );
}

export default function BoothCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, base } = loaderData;
  const failed = actionData?.failure;
  const failedShelf = Number((actionData as { shelf?: string } | undefined)?.shelf ?? 0);
  const back = `${base}/categories`;
  const row = (shelf: { id: number; title: string; parentId: number | null; position: number }) => (
    <li key={shelf.id} className={shelf.parentId ? classes.shelfSub : classes.shelfRow}>
      <ShelfForm parents={items} shelf={shelf} failure={failedShelf === shelf.id ? failed : undefined} />
      <ConfirmDelete
        to={`${base}/categories/${shelf.id}/delete`}
        back={back}
        label={t('boothMore.shelves.deleteNamed', { title: shelf.title })}
        message={t('boothMore.shelves.confirmDelete', { title: shelf.title })}
      />
    </li>
  );
  return (
    <PanelPage title={t('boothMore.shelves.manager')}>
      <ListNotice />
      <PanelCard>
        <p>{t('boothMore.shelves.intro')}</p>
        {!failedShelf && <FormAlert failure={failed} shownFields={['title', 'parent_id']} />}
        <ShelfForm parents={items} failure={failedShelf ? undefined : failed} />
      </PanelCard>
      <PanelCard>
        {items.length === 0 ? (
          <p>{t('boothMore.shelves.empty')}</p>
        ) : (
          <ul className={classes.shelves}>
            {items.flatMap((category) => [
              row({ id: category.id, title: category.title, parentId: null, position: category.position }),
              ...category.subCategories.map((sub) =>
                row({ id: sub.id, title: sub.title, parentId: category.id, position: sub.position }),
              ),
            ])}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}

import { redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Route } from './+types/part-delete';
import { ConfirmDeletePage, type DeleteActionData } from '../../../components/manager/confirm-delete.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { withNotice } from '../../../components/manager/list-notice.tsx';
import type { ApiClient } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { notFound } from '../../../lib/listings/view.server.ts';
import { safeRedirectPath } from '../../../lib/safe-redirect.ts';
import { panelFormFailure } from '../../../lib/session.server.ts';

/**
 * Which part of a booth a delete is about, from its address: .../categories/{id}/delete or .../stories/{id}/delete,
 * under the booth manager (/panel/myBooth/{id}) or the agent panel (/agent/booth/{id}).
 */
function target(args: { params: { id: string; partId: string }; url: URL }) {
  const id = idParam(args.params.id);
  const partId = idParam(args.params.partId);
  const part = args.url.pathname.includes('/categories/')
    ? 'categories'
    : args.url.pathname.includes('/stories/')
      ? 'stories'
      : notFound();
  // The agent panel deletes a shelf of its user's booth through its own door, back to the booth (ADR 0047).
  const agent = args.url.pathname.startsWith('/agent/');
  const remove = (api: ApiClient) =>
    part === 'categories'
      ? api.DELETE(
          agent
            ? '/api/v1/agent/booth/{boothId}/categories/{categoryId}'
            : '/api/v1/me/booth/{boothId}/categories/{categoryId}',
          { params: { path: { boothId: id, categoryId: partId } } },
        )
      : api.DELETE(
          agent ? '/api/v1/agent/booth/{boothId}/stories/{storyId}' : '/api/v1/me/booth/{boothId}/stories/{storyId}',
          { params: { path: { boothId: id, storyId: partId } } },
        );
  if (agent) return { part, panel: 'agent' as const, list: `/agent/booth/${id}/details`, remove };
  return { part, panel: 'general' as const, list: `/panel/myBooth/${id}/${part}`, remove };
}

/** Deleting one of a booth's shelves or stories, after a confirmation (the list's dialog posts here). */
export async function loader(args: Route.LoaderArgs) {
  const { part, list } = target(args);
  return { part, back: safeRedirectPath(args.url.searchParams.get('redirectTo'), list) };
}

export async function action(args: Route.ActionArgs) {
  const { list, remove, panel } = target(args);
  const back = safeRedirectPath(textOf(await args.request.formData(), 'redirectTo'), list);
  try {
    await remove(serverApi(args.request, args.context));
  } catch (error) {
    return panelFormFailure(args, panel, error);
  }
  return redirect(withNotice(back, 'deleted'), 303);
}

export default function DeleteBoothPart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  const shelf = loaderData.part === 'categories';
  return (
    <ConfirmDeletePage
      title={shelf ? t('boothMore.shelves.delete') : t('boothMore.stories.delete')}
      message={shelf ? t('boothMore.shelves.confirmDelete', { title: '' }) : t('boothMore.stories.confirmDelete')}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}

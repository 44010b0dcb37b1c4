import type { Route } from './+types/resource-edit';
import type { FormResource } from '../../components/manager/resource/define-resource.ts';
import { resourceEditAction, resourceEditLoader } from '../../components/manager/resource/edit.server.ts';
import { ResourceEditPage } from '../../components/manager/resource/resource-edit.tsx';
import { resourceOfRecord } from '../../components/manager/resource/registry.ts';

/**
 * The create and edit page of any resource declared with defineManagerResource, at /manager/<record>/create and
 * /manager/<record>/:id/edit (ADR 0123).
 */
export const loader = (args: Route.LoaderArgs) => resourceEditLoader(args);

export const action = (args: Route.ActionArgs) => resourceEditAction(args);

export default function ManagerResourceEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResourceEditPage
      resource={resourceOfRecord(loaderData.record) as FormResource}
      data={loaderData}
      actionData={actionData}
    />
  );
}

import type { Route } from './+types/resource-list';
import { resourceListLoader } from '../../components/manager/resource/list.server.ts';
import { ResourceListPage } from '../../components/manager/resource/resource-list.tsx';
import { resourceOfList } from '../../components/manager/resource/registry.ts';

/** The list of any resource declared with defineManagerResource, at /manager/<list> (ADR 0123). */
export const loader = (args: Route.LoaderArgs) => resourceListLoader(args);

export default function ManagerResourceList({ loaderData }: Route.ComponentProps) {
  return <ResourceListPage resource={resourceOfList(loaderData.list)!} data={loaderData} />;
}

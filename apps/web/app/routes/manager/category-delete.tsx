import { data, redirect } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import type {
  ManagerGeneralCategory,
  ManagerGeneralSubCategory,
  ManagerGeneralSubSubCategory,
} from '@shahrbazar/domain/api/category.schema';
import type { Route } from './+types/category-delete';
import { levelOfPath, managerPaths } from '../../components/categories/category-levels.ts';
import { MANAGER } from '../../components/manager/access.ts';
import { deleteCategoryNode, readCategoryNode } from '../../components/manager/category-api.server.ts';
import { ConfirmDeletePage, type DeleteActionData } from '../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { withNotice } from '../../components/manager/list-notice.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { textOf } from '../../lib/form-checks.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { panelFailure, panelFormFailure, type RequestArgs } from '../../lib/session.server.ts';

type Node = ManagerGeneralCategory | ManagerGeneralSubCategory | ManagerGeneralSubSubCategory;

/** Where a node is listed: its parent's page, or the first level's list of its type. */
function parentPage(node: Node): string {
  if ('generalSubCategoryId' in node) return managerPaths.node('subCategory', node.generalSubCategoryId);
  if ('generalCategoryId' in node) return managerPaths.node('category', node.generalCategoryId);
  return managerPaths.list(node.type);
}

function target(args: RequestArgs & { params: { id?: string } }) {
  const level = levelOfPath(args.url.pathname);
  if (!level) throw data(null, { status: 404 });
  return { level, id: idParam(args.params.id) };
}

/**
 * Deleting a category, sub category or sub-sub category (spec section 9: after a confirmation): the lists' dialog
 * posts here, or this page asks without JavaScript. A node with children is refused by the API with its reason.
 */
export async function loader(args: Route.LoaderArgs) {
  const { level, id } = target(args);
  await requirePolicies(args, 'manager', MANAGER.categoriesIndex, MANAGER.categoriesDelete);
  const node = await readCategoryNode(serverApi(args.request, args.context), level, id).catch(
    panelFailure(args, 'manager'),
  );
  return {
    level,
    title: node.title,
    back: safeRedirectPath(args.url.searchParams.get('redirectTo'), parentPage(node)),
  };
}

export async function action(args: Route.ActionArgs) {
  const { level, id } = target(args);
  await requirePolicies(args, 'manager', MANAGER.categoriesDelete);
  const api = serverApi(args.request, args.context);
  const form = await args.request.formData();
  let parent: string = managerPaths.list();
  try {
    parent = parentPage(await readCategoryNode(api, level, id));
    await deleteCategoryNode(api, level, id);
  } catch (error) {
    return panelFormFailure(args, 'manager', error);
  }
  // Back to the page the delete was asked from, unless that was the deleted node's own page.
  const back = safeRedirectPath(textOf(form, 'redirectTo'), parent);
  const own = new RegExp(`^/manager/${level}/${id}(?:[/?]|$)`).test(back);
  return redirect(withNotice(own ? parent : back, 'deleted'), 303);
}

export default function DeleteCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: DeleteActionData | undefined = actionData;
  return (
    <ConfirmDeletePage
      title={t(`managerCategories.delete.${loaderData.level}`)}
      message={t(`managerCategories.confirmDelete.${loaderData.level}`, { title: loaderData.title })}
      back={loaderData.back}
      failure={result?.failure}
    />
  );
}

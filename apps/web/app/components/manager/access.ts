import { useRouteLoaderData } from 'react-router';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import { hasPermission, type PolicyRef } from '@shahrbazar/domain/rules/permission';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';

/**
 * The permissions the back office and the agent panel check, by name (spec section 6; the catalogue is
 * packages/domain rules/policy-catalogue.ts, and `policy()` fails at load time on a typo). The API checks every call
 * anyway (ADR 0008): the pages use these to show only what the signed-in user may open or do.
 */
export const MANAGER = {
  dashboard: policy('dashboard', 'index'),
  usersIndex: policy('users', 'index'),
  usersCreate: policy('users', 'create'),
  usersEdit: policy('users', 'edit'),
  usersDelete: policy('users', 'delete'),
  rolesIndex: policy('roles', 'index'),
  rolesCreate: policy('roles', 'create'),
  rolesEdit: policy('roles', 'edit'),
  rolesDelete: policy('roles', 'delete'),
  documentsIndex: policy('documents', 'index'),
  documentsReview: policy('documents', 'review'),
  citiesIndex: policy('cities', 'index'),
  citiesCreate: policy('cities', 'create'),
  citiesEdit: policy('cities', 'edit'),
  citiesDelete: policy('cities', 'delete'),
  categoriesIndex: policy('categories', 'index'),
  categoriesCreate: policy('categories', 'create'),
  categoriesEdit: policy('categories', 'edit'),
  categoriesDelete: policy('categories', 'delete'),
  pagesIndex: policy('pages', 'index'),
  pagesCreate: policy('pages', 'create'),
  pagesEdit: policy('pages', 'edit'),
  pagesDelete: policy('pages', 'delete'),
  cityToursIndex: policy('cityTours', 'index'),
  cityToursCreate: policy('cityTours', 'create'),
  cityToursEdit: policy('cityTours', 'edit'),
  cityToursDelete: policy('cityTours', 'delete'),
  postsIndex: policy('posts', 'index'),
  postsCreate: policy('posts', 'create'),
  postsEdit: policy('posts', 'edit'),
  postsDelete: policy('posts', 'delete'),
  tagsIndex: policy('tags', 'index'),
  tagsCreate: policy('tags', 'create'),
  tagsEdit: policy('tags', 'edit'),
  tagsDelete: policy('tags', 'delete'),
  filesIndex: policy('files', 'index'),
  filesCreate: policy('files', 'create'),
  filesDelete: policy('files', 'delete'),
  bannersIndex: policy('banners', 'index'),
  bannersCreate: policy('banners', 'create'),
  bannersEdit: policy('banners', 'edit'),
  bannersDelete: policy('banners', 'delete'),
  packagesIndex: policy('packages', 'index'),
  packagesCreate: policy('packages', 'create'),
  packagesEdit: policy('packages', 'edit'),
  packagesDelete: policy('packages', 'delete'),
  optionsIndex: policy('options', 'index'),
  optionsCreate: policy('options', 'create'),
  optionsEdit: policy('options', 'edit'),
  optionsDelete: policy('options', 'delete'),
  settingsIndex: policy('settings', 'index'),
  settingsEdit: policy('settings', 'edit'),
  listingsIndex: policy('listings', 'index'),
  listingsEdit: policy('listings', 'edit'),
  listingsDelete: policy('listings', 'delete'),
  listingsModerate: policy('listings', 'moderate'),
  ordersIndex: policy('orders', 'index'),
  ordersEdit: policy('orders', 'edit'),
  paymentsIndex: policy('payments', 'index'),
  paymentsCreate: policy('payments', 'create'),
  paymentsEdit: policy('payments', 'edit'),
  paymentsWithdraws: policy('payments', 'withdraws'),
  ticketsIndex: policy('tickets', 'index'),
  ticketsEdit: policy('tickets', 'edit'),
  ticketsDelete: policy('tickets', 'delete'),
  chatReportsIndex: policy('chatReports', 'index'),
  chatReportsEdit: policy('chatReports', 'edit'),
  commentsIndex: policy('comments', 'index'),
  commentsEdit: policy('comments', 'edit'),
  commentsDelete: policy('comments', 'delete'),
  siteMessagesIndex: policy('siteMessages', 'index'),
  siteMessagesCreate: policy('siteMessages', 'create'),
  siteMessagesEdit: policy('siteMessages', 'edit'),
  siteMessagesDelete: policy('siteMessages', 'delete'),
  notificationsCreate: policy('notifications', 'create'),
  auditIndex: policy('audit', 'index'),
  queueIndex: policy('queue', 'index'),
  queueRetry: policy('queue', 'retry'),
} as const;

export const AGENT = {
  usersIndex: policy('agentUsers', 'index'),
  usersCreate: policy('agentUsers', 'create'),
  usersEdit: policy('agentUsers', 'edit'),
  boothsIndex: policy('agentBooths', 'index'),
  boothsCreate: policy('agentBooths', 'create'),
  boothsEdit: policy('agentBooths', 'edit'),
  productsIndex: policy('agentProducts', 'index'),
  productsCreate: policy('agentProducts', 'create'),
  productsEdit: policy('agentProducts', 'edit'),
  categoriesIndex: policy('agentCategories', 'index'),
  categoriesCreate: policy('agentCategories', 'create'),
  categoriesEdit: policy('agentCategories', 'edit'),
  documentsIndex: policy('agentDocuments', 'index'),
  documentsCreate: policy('agentDocuments', 'create'),
} as const;

/** Whether the signed-in user may do what a permission guards (admins hold every policy). */
export function may(me: Me | undefined, required: PolicyRef): boolean {
  return hasPermission(me, required);
}

/**
 * Whether a manager may see and set a user's access (type, role, excluded policies): the API refuses those fields
 * without roles.edit, and the role list needs roles.index.
 */
export function mayEditAccess(me: Me | undefined): boolean {
  return may(me, MANAGER.rolesEdit) && may(me, MANAGER.rolesIndex);
}

/** Who is signed in to the back office (its layout loaded it); only inside /manager pages. */
export function useManagerMe(): Me | undefined {
  return useRouteLoaderData<{ me: Me }>('routes/manager/layout')?.me;
}

/** Who is signed in to the agent panel; only inside /agent pages. */
export function useAgentMe(): Me | undefined {
  return useRouteLoaderData<{ me: Me }>('routes/agent/layout')?.me;
}

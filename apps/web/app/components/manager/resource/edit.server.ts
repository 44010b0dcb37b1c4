import { data } from 'react-router';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { ApiError, type ApiClient } from '../../../lib/api-client.ts';
import { failureOf, panelFailure, type RequestArgs } from '../../../lib/session.server.ts';
import { problemsFailure } from '../../geo/geo-manager.server.ts';
import { idParam, requirePolicies } from '../guard.server.ts';
import { saveRecordAction } from '../save-record.server.ts';
import type { AnyManagerResource, FormResource, ResourceEditActionData } from './define-resource.ts';
import { resourceOfRecord, segmentOf } from './registry.ts';

type EditArgs = RequestArgs & { params: { id?: string } };

/** The names of a resource's form fields, in order. */
export const fieldNames = (resource: FormResource) =>
  resource.form.cards.flatMap((card) => card.fields.map((field) => field.name));

/**
 * The resource and record of /manager/<record>/create (no id) or /manager/<record>/:id/edit, after the guard: the
 * list's permission and the create or edit one.
 */
async function guard(args: EditArgs): Promise<{ resource: FormResource; id: number | undefined }> {
  const resource = resourceOfRecord(segmentOf(args.url.pathname));
  if (!resource?.form || !resource.read) throw data(null, { status: 404 });
  return { resource: resource as FormResource, id: await guardRecordPage(args, resource.policies) };
}

/**
 * The guard of a record's create (no id) or edit page, the generic one's or a page of its own (a role's, a post's):
 * the list's permission and the create or edit one; the record's id, or undefined for a new one (404 for a bad id).
 */
export async function guardRecordPage(
  args: EditArgs,
  policies: Pick<AnyManagerResource['policies'], 'index' | 'create' | 'edit'>,
): Promise<number | undefined> {
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  await requirePolicies(args, 'manager', policies.index, id === undefined ? policies.create : policies.edit);
  return id;
}

/** The form's values: the record's, or a new one's (empty, or preset from the address); and the select's choices. */
export async function resourceEditLoader(args: EditArgs) {
  const { resource, id } = await guard(args);
  const api = serverApi(args.request, args.context);
  const [record, options = []] = await Promise.all([
    id === undefined ? undefined : resource.read(api, id),
    resource.form.options?.(api),
  ]).catch(panelFailure(args, 'manager'));
  const empty = Object.fromEntries(fieldNames(resource).map((name) => [name, '']));
  const values =
    record === undefined
      ? { ...empty, ...resource.form.defaults?.(args.url, options) }
      : resource.form.values(record, localeOfRequest(args.request));
  return { record: resource.record, id, values, options };
}

/** A part of an existing record posted by itself without JavaScript (a banner's image): saved, or the API's refusal. */
async function partAction(
  args: EditArgs,
  id: number,
  form: FormData,
  intent: string,
  send: (api: ApiClient, id: number, form: FormData) => Promise<unknown>,
) {
  try {
    await send(serverApi(args.request, args.context), id, form);
    return data<ResourceEditActionData>({ part: { intent, saved: true } });
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) panelFailure(args, 'manager')(error);
    const { status, failure } = failureOf(error);
    return data<ResourceEditActionData>({ part: { intent, saved: false, failure } }, { status });
  }
}

/**
 * Saves the form: checked again here (no JavaScript, a stale page), then created (back to the list with «created»)
 * or updated (the page read again with «saved»); a refusal shows with what was typed.
 */
export async function resourceEditAction(args: EditArgs) {
  const { resource, id } = await guard(args);
  const form = await args.request.formData();
  const intent = form.get('intent');
  const part = id !== undefined && typeof intent === 'string' ? resource.form.intents?.[intent] : undefined;
  if (part && id !== undefined) return partAction(args, id, form, String(intent), part);
  // A picture (an image field) is not a value to show again.
  const values = Object.fromEntries(
    fieldNames(resource)
      .filter((name) => !(form.get(name) instanceof File))
      .map((name) => [name, String(form.get(name) ?? '')]),
  );
  const refused = problemsFailure(args.request, resource.form.check(form));
  if (refused) return data<ResourceEditActionData>({ failure: refused, values }, { status: 422 });
  return saveRecordAction(args, {
    id,
    create: (api) => resource.form.create(api, form),
    update: (api, key) => resource.form.update(api, key, form),
    createdPage: resource.form.createdPage?.(form) ?? `/manager/${resource.list}`,
    values,
  });
}

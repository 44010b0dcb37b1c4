import { data } from 'react-router';
import { serverApi } from '../../lib/api.server.ts';
import { documentStatusLabel } from '../../lib/labels.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, type RequestArgs } from '../../lib/session.server.ts';
import type { OwnDocument } from './own-documents.tsx';

// The loaders of one's own documents, shared by the user panel and the agent panel: the API is the same (/me/...);
// only the panel whose login page an expired session goes back to differs.

type OwnPanel = 'general' | 'agent';

/** My documents with their review state in the visitor's language (GET /me/documents). */
export async function loadOwnDocuments(args: RequestArgs, panel: OwnPanel): Promise<{ items: OwnDocument[] }> {
  const { items } = await serverApi(args.request, args.context)
    .GET('/api/v1/me/documents')
    .catch(panelFailure(args, panel));
  const locale = localeOfRequest(args.request);
  return { items: items.map((item) => ({ ...item, statusLabel: documentStatusLabel(item.status, locale) })) };
}

/** One of my documents by the id in the address; a malformed id is a 404 before any API call. */
export async function loadOwnDocument(
  args: RequestArgs & { params: { id?: string } },
  panel: OwnPanel,
): Promise<{ document: OwnDocument }> {
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  const document = await serverApi(args.request, args.context)
    .GET('/api/v1/me/documents/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, panel));
  return {
    document: { ...document, statusLabel: documentStatusLabel(document.status, localeOfRequest(args.request)) },
  };
}

import type { AgentDocument } from '@shahrbazar/domain/api/agent-document.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { documentStatusLabel } from '../../lib/labels.server.ts';

/** A document of one of the agent's users with its review state worded in the visitor's language. */
export const withStatusLabel = (document: AgentDocument, locale: Locale) => ({
  ...document,
  statusLabel: documentStatusLabel(document.status, locale),
});

import { createHash } from 'node:crypto';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { en, fa } from '../locales/catalogues.ts';
import type { Catalogue } from './i18n.ts';

/** Both catalogues, server side only: the browser receives just the page's own catalogue inline. */
export const catalogues: Record<Locale, Catalogue> = { fa, en };

/** A short hash of each catalogue: the browser asks for /catalogue/{locale}?v={version}, kept for a year. */
export const catalogueVersions: Record<Locale, string> = {
  fa: createHash('sha1').update(JSON.stringify(fa)).digest('base64url').slice(0, 12),
  en: createHash('sha1').update(JSON.stringify(en)).digest('base64url').slice(0, 12),
};

import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { en, fa } from '../locales/catalogues.ts';
import type { Catalogue } from './i18n.ts';

/** Both catalogues, server side only: the browser receives just the page's own catalogue inline. */
export const catalogues: Record<Locale, Catalogue> = { fa, en };

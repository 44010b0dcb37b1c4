import type { ListPathVertical } from '@shahrbazar/domain/rules/listing-filter';
import type { IconName } from '../components/icons.tsx';
import type { VerticalSection } from './listings/define-vertical.ts';

/** The product's public sections (spec sections 1 and 2), in the order the header and the home page show them. */
export interface Section {
  /** Its words: `sections.<key>.title` and `.description`. */
  key: ListPathVertical;
  path: string;
  icon: IconName;
  /** The spec: entering the doctor pages forces a full browser navigation. */
  reloadDocument?: boolean | undefined;
}

/**
 * One section per vertical, found by its folder (issue 33, ADR 0125): each verticals/<key>/section.ts declares its
 * rank, path, section, icon and whether entering it reloads the document. Read eagerly and alone, not the vertical's
 * index.ts: the header is on every page, and the declarations' forms stay in the pages that use them. In the
 * registry's order (verticals/registry.ts): by rank, and by folder (the key) where ranks are equal or missing, as the
 * glob lists the folders in order and the sort is stable.
 */
export const SECTIONS: readonly Section[] = Object.values(
  import.meta.glob<VerticalSection>('../verticals/*/section.ts', { eager: true, import: 'default' }),
)
  .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity))
  .map(({ section, path, icon, reloadDocument }) => ({ key: section, path: `/${path}`, icon, reloadDocument }));

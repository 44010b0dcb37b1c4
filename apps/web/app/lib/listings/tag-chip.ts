import { withQuery } from '@shahrbazar/domain/rules/listing-filter';
import { pathSegment } from '../path-segment.ts';

/**
 * Where a tag chip on a listing's page leads: the tag's page /tags/{slug}, which lists what carries it in the chosen
 * city; a tag the API answers without a slug (deleted since) searches the section's list for its title.
 */
export function tagChipHref(tag: { title: string; slug?: string | undefined }, listPath: string): string {
  return tag.slug ? `/tags/${pathSegment(tag.slug)}` : withQuery(listPath, { q: tag.title });
}

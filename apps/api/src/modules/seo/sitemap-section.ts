import type { Db } from '../../db/client.ts';

/** One address of the sitemap: its path on this site and when it last changed. */
export interface SitemapUrl {
  id: number;
  path: string;
  lastModified?: Date | undefined;
}

/**
 * A part of the sitemap (ADR 0029): each listing vertical (from the vertical registry), pages, posts, tags and the
 * fixed pages. The sitemap index splits a section into files by id range (SITEMAP_CHUNK ids each), so a file is one
 * index range however large the section grows, and no file holds more than the protocol's 50 000 addresses.
 */
export interface SitemapSection {
  /** The file name's part: /sitemaps/{name}-{n}.xml. */
  name: string;
  /** The highest id the section holds (0 when empty): how many files the index names. */
  maxId(db: Db): Promise<number>;
  /** Addresses with ids in (afterId, upToId], in id order, at most `limit`. */
  urls(db: Db, afterId: number, upToId: number, limit: number): Promise<SitemapUrl[]>;
}

/** Ids per sitemap file: a file never holds more addresses than the sitemap protocol allows (50 000). */
export const SITEMAP_CHUNK = 50_000;

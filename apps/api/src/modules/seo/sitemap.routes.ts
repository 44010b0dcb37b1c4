import { Readable } from 'node:stream';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { getSiteSettings } from '../app/settings.service.ts';
import { SITEMAP_CHUNK, type SitemapSection } from './sitemap-section.ts';

/** Addresses read from the database at a time while a file streams out. */
const BATCH = 5_000;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The site's address for absolute links: the back office's app url when set, else PUBLIC_URL. */
export async function siteOrigin(db: Db, publicUrl: string): Promise<string> {
  const appUrl = (await getSiteSettings(db).catch(() => undefined))?.appUrl?.trim();
  const chosen = appUrl && /^https?:\/\/[^\s/]+/i.test(appUrl) ? appUrl : publicUrl;
  return chosen.replace(/\/+$/, '');
}

/** One sitemap file of a section: its addresses in (afterId, upToId], read in batches and streamed as they come. */
async function* urlSet(db: Db, section: SitemapSection, origin: string, part: number) {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  const upTo = part * SITEMAP_CHUNK;
  let after = (part - 1) * SITEMAP_CHUNK;
  for (;;) {
    const urls = await section.urls(db, after, upTo, BATCH);
    if (urls.length === 0) break;
    let chunk = '';
    for (const url of urls) {
      chunk += `<url><loc>${escapeXml(origin + url.path)}</loc>`;
      if (url.lastModified) chunk += `<lastmod>${url.lastModified.toISOString()}</lastmod>`;
      chunk += '</url>\n';
    }
    yield chunk;
    if (urls.length < BATCH) break;
    after = urls.at(-1)!.id;
  }
  yield '</urlset>\n';
}

const FileParamsSchema = z.object({ file: z.string().regex(/^[a-zA-Z]+-[1-9]\d{0,5}\.xml$/) });

/**
 * /sitemap.xml (a sitemap index: each section's files by id range), /sitemaps/{section}-{n}.xml (one file, streamed)
 * and /robots.txt. They live at the site's root beside the web pages, not under /api/v1: crawlers ask for them there.
 */
export function sitemapRoutes(app: App, deps: AppDeps, sections: readonly SitemapSection[]): void {
  const db = deps.database.db;
  const byName = new Map(sections.map((section) => [section.name, section]));
  const hidden = { hide: true } as const;

  app.get('/sitemap.xml', { schema: hidden }, async (_request, reply) => {
    const origin = await siteOrigin(db, deps.config.publicUrl);
    let body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    for (const section of sections) {
      const files = Math.ceil((await section.maxId(db)) / SITEMAP_CHUNK);
      for (let part = 1; part <= files; part++) {
        body += `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${section.name}-${part}.xml`)}</loc></sitemap>\n`;
      }
    }
    body += '</sitemapindex>\n';
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemaps/:file', { schema: { ...hidden, params: FileParamsSchema } }, async (request, reply) => {
    const [name, rest] = request.params.file.split('-') as [string, string];
    const part = Number(rest.replace('.xml', ''));
    const section = byName.get(name);
    if (!section || part > Math.ceil((await section.maxId(db)) / SITEMAP_CHUNK)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    const origin = await siteOrigin(db, deps.config.publicUrl);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(Readable.from(urlSet(db, section, origin, part)));
  });

  app.get('/robots.txt', { schema: hidden }, async (_request, reply) => {
    const origin = await siteOrigin(db, deps.config.publicUrl);
    const lines = [
      'User-agent: *',
      // Panels, sign-in, the API and personal pages are nobody's search result.
      ...['/panel', '/agent', '/manager', '/auth', '/api/', '/basket', '/sandbox-bank', '/locale'].map(
        (path) => `Disallow: ${path}`,
      ),
      'Disallow: /search?',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });
}

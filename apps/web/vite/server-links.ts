import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The server build's links (ADR 0137): app/lib/link.tsx, which every component imports its Link and NavLink from,
 * is React Router's own; in the server build it resolves to app/lib/link.server.tsx, which draws a link to a path of
 * the site as its plain `<a>`. The browser's build is left alone (a pure re-export: the same bytes as without it).
 */
export function serverLinks(appDir: string): Plugin {
  const links = path.join(appDir, 'lib', 'link.tsx');
  const serverLinksFile = path.join(appDir, 'lib', 'link.server.tsx');
  return {
    name: 'shahrbazar:server-links',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!options.ssr || !importer || !/(^|\/)link(\.tsx)?$/.test(source)) return null;
      if (importer === serverLinksFile) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && path.normalize(resolved.id) === links ? serverLinksFile : null;
    },
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_AVATAR_KEY, ensurePlaceholders, NO_PIC_KEY } from './placeholders.ts';
import { UPLOADS_URL_PREFIX } from './storage.ts';

/** Only media is ever served from the uploads folder, whatever else ends up there. */
const SERVED_EXTENSIONS = new Set(['.webp', '.jpg', '.jpeg', '.png', '.gif', '.mp4', '.mov', '.avi']);

const FOREVER = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

/**
 * Serves the uploads folder under /images/ (spec: "Images are served from /images/"), after making sure the spec's
 * placeholder (/images/noPic.jpg) and default avatar (/images/avatars/default.jpg) exist. Uploaded names are random
 * and never reused, so they are cached for a year as immutable. A missing file falls through to the app's 404.
 */
export async function serveUploads(app: FastifyInstance, root: string): Promise<void> {
  const absoluteRoot = path.resolve(root);
  await fs.mkdir(absoluteRoot, { recursive: true });
  await ensurePlaceholders(absoluteRoot);
  // Fixed names an operator may replace: cached for a day rather than forever.
  const fixedFiles = new Set([NO_PIC_KEY, DEFAULT_AVATAR_KEY].map((key) => path.join(absoluteRoot, key)));
  await app.register(fastifyStatic, {
    root: absoluteRoot,
    prefix: `${UPLOADS_URL_PREFIX}/`,
    // The app already has an @fastify/static instance (the web build) that owns reply.sendFile.
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Cache-Control is set below, per file.
    cacheControl: false,
    schemaHide: true,
    allowedPath: (pathName) => SERVED_EXTENSIONS.has(path.extname(pathName).toLowerCase()),
    setHeaders(reply, filePath) {
      reply.header('cache-control', fixedFiles.has(path.resolve(filePath)) ? ONE_DAY : FOREVER);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}

import type { App, AppDeps } from '../../http/types.ts';
import { pageRoutes } from './page.routes.ts';
import { postRoutes } from './post.routes.ts';

/** The content module's routes: pages and the blog. */
export function contentRoutes(app: App, deps: AppDeps): void {
  pageRoutes(app, deps);
  postRoutes(app, deps);
}

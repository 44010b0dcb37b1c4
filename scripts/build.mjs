// npm run build: production build of the web and the API.
import { buildAll, checkNode, ensureDependencies } from './lib.mjs';

checkNode();
await ensureDependencies();
await buildAll();

import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route table mirrors the spec's paths (section 2) one for one, and lists only pages that work today. Each
// vertical will add its routes from app/verticals/<name>/routes.ts (booth, ads, advertise, expert, work, doctor,
// lawyer), the panels their own layouts (/panel, /agent, the manager back office).
export default [
  index('routes/home.tsx'),
  // Resource route: the header's language switch posts here (no JavaScript needed).
  route('locale', 'routes/locale.ts'),
  // Every unknown path: the spec's page-not-found screen with HTTP status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

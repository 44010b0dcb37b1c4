import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes';

// The route table mirrors the spec's paths (section 2) one for one, and lists only pages that work today. Each
// vertical will add its routes from app/verticals/<name>/routes.ts (booth, ads, advertise, expert, work, doctor,
// lawyer), each panel its pages under its own layout (the layout's loader is the panel's guard).
export default [
  index('routes/home.tsx'),
  // Resource route: the header's language switch posts here (no JavaScript needed).
  route('locale', 'routes/locale.ts'),

  // Login (spec section 2): one page module for the three doors; the path says which panel is asked for.
  ...prefix('auth', [
    route('panel/login', 'routes/auth/login.tsx', { id: 'auth/panel/login' }),
    route('agent/login', 'routes/auth/login.tsx', { id: 'auth/agent/login' }),
    route('manager/login', 'routes/auth/login.tsx', { id: 'auth/manager/login' }),
    route('register', 'routes/auth/register.tsx'),
    route('forgot-password', 'routes/auth/forgot-password.tsx'),
    route('reset-password', 'routes/auth/reset-password.tsx'),
    // Resource routes: sign out (POST), and a new captcha image for the forms' "new image" button.
    route('logout', 'routes/auth/logout.ts'),
    route('captcha', 'routes/auth/captcha.ts'),
  ]),

  // User panel (spec: /panel/*, a general session).
  route('panel', 'routes/panel/layout.tsx', [
    index('routes/panel/index.ts'),
    route('dashboard', 'routes/panel/dashboard.tsx'),
    route('profile', 'routes/panel/profile.tsx'),
    route('referral', 'routes/panel/referral.tsx'),
    route('authenticate', 'routes/panel/authenticate.tsx'),
    route('myDocuments', 'routes/panel/my-documents.tsx'),
    route('myDocument/create', 'routes/panel/my-document-create.tsx'),
    route('myDocument/:id', 'routes/panel/my-document.tsx'),
  ]),

  // Agent panel (spec: /agent/*, an agent session; the spec's paths).
  route('agent', 'routes/agent/layout.tsx', [
    index('routes/agent/index.ts'),
    route('dashboard', 'routes/agent/dashboard.tsx'),
    route('user/index', 'routes/agent/users.tsx'),
    route('user/create', 'routes/agent/user-edit.tsx', { id: 'agent/user/create' }),
    route('user/:id/details', 'routes/agent/user-edit.tsx', { id: 'agent/user/details' }),
    route('profile', 'routes/agent/profile.tsx'),
    route('referral', 'routes/agent/referral.tsx'),
    route('authenticate/details', 'routes/agent/authenticate.tsx'),
    route('myDocument/index', 'routes/agent/my-documents.tsx'),
    route('myDocument/create', 'routes/agent/my-document-create.tsx'),
    route('myDocument/:id/details', 'routes/agent/my-document.tsx'),
  ]),
  // The back office (the spec names no paths: its menus are users, roles, ...; ADR 0007). Deletes have their own
  // route: the lists' confirmation dialogs post to it, and without JavaScript it is the confirmation page.
  route('manager', 'routes/manager/layout.tsx', [
    index('routes/manager/index.ts'),
    route('dashboard', 'routes/manager/dashboard.tsx'),
    route('users', 'routes/manager/users.tsx'),
    route('user/create', 'routes/manager/user-edit.tsx', { id: 'manager/user/create' }),
    route('user/:id/edit', 'routes/manager/user-edit.tsx', { id: 'manager/user/edit' }),
    route('user/:id/delete', 'routes/manager/user-delete.tsx'),
    route('roles', 'routes/manager/roles.tsx'),
    route('role/create', 'routes/manager/role-edit.tsx', { id: 'manager/role/create' }),
    route('role/:id/edit', 'routes/manager/role-edit.tsx', { id: 'manager/role/edit' }),
    route('role/:id/delete', 'routes/manager/role-delete.tsx'),
    route('documents', 'routes/manager/documents.tsx'),
    route('document/:id', 'routes/manager/document.tsx'),
  ]),

  // Every unknown path: the spec's page-not-found screen with HTTP status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

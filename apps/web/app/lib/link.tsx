/**
 * The app's Link and NavLink (ADR 0137): React Router's own in the browser. The server build resolves this file to
 * link.server.tsx (vite/server-links.ts), which draws a link to a path of the site as its plain `<a>`, the same one
 * React Router draws, without React Router's work for the browser. A pure re-export here, so the browser's scripts
 * are the same bytes as with React Router's import.
 */
export { Link, NavLink } from 'react-router';
export type { LinkProps, NavLinkProps } from 'react-router';

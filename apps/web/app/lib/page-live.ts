/**
 * Whether the page is live: React hydrated the server's page and its first draw after hydration is done (root.tsx's
 * `LiveMark` marks <html data-hydrated> then). False on the server, and through the hydration of the server's page.
 * What a component draws at its first render differs by it: drawn by that hydration, it must be what the server drew.
 */
export function pageLive(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== undefined;
}

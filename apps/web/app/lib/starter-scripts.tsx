import { createContext, useContext } from 'react';
import { useCspNonce } from './csp-nonce.ts';

/** The inline scripts of every page whose text only the server has (scripts-after-picture.server.ts). */
export type StarterScript = 'mark-main-picture' | 'start-scripts';

/** The starters' texts, given by entry.server: never in the browser's bundle (~0.9 KB brotli of every page). */
export const StarterScriptsContext = createContext<Partial<Record<StarterScript, string>>>({});

/**
 * One of the starters (root.tsx): MARK_MAIN_PICTURE in the head, START_SCRIPTS after React Router's scripts. In the
 * browser the script already ran: the element keeps the server's text, as the service worker's script does.
 */
export function StarterScript({ id }: { id: StarterScript }) {
  const nonce = useCspNonce();
  const text = useContext(StarterScriptsContext)[id] ?? '';
  const html = typeof document === 'undefined' ? text : (document.getElementById(id)?.innerHTML ?? '');
  return <script id={id} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

import { createContext, useContext } from 'react';
import { useCspNonce } from './csp-nonce.ts';

/** The window event that says the browser offered to install the site (the offer is `window[INSTALL_OFFER]`). */
export const INSTALLABLE_EVENT = 'shahrbazar:installable';
export const INSTALL_OFFER = '__installOffer';

export const WORKER_URL = '/sw.js';

/** The registering script's text (service-worker.server.ts), given by entry.server: never in the browser's bundle. */
export const WorkerScriptContext = createContext('');

const ID = 'register-worker';

/**
 * The inline script that registers the service worker (service-worker.server.ts). In the browser the script already
 * ran: the element keeps the server's text, as the page's catalogue does.
 */
export function WorkerScript() {
  const nonce = useCspNonce();
  const text = useContext(WorkerScriptContext);
  const html = typeof document === 'undefined' ? text : (document.getElementById(ID)?.innerHTML ?? '');
  return <script id={ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

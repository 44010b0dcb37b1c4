import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (the API process makes one per
 * response); the page's own inline scripts carry it. In the browser it is empty: those scripts already ran.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

/** The nonce for an inline script of the page. */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

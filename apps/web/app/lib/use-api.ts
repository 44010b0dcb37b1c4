import { useMemo } from 'react';
import { useTranslation } from './use-translation.tsx';
import { createApiClient, type ApiClient } from './api-client.ts';

/**
 * The API client in the browser (event handlers, and TanStack Query later): same-origin fetch, so the session
 * cookie goes along by itself; messages for failures without one of the API's own come from the catalogue.
 * Server loaders use serverApi (api.server.ts) instead.
 */
export function useApi(): ApiClient {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () =>
      createApiClient({
        fetch: (path, init) => fetch(path, init),
        headers: { 'accept-language': locale },
        messageFor: (code) => t(`errors.${code}`),
      }),
    [t, locale],
  );
}

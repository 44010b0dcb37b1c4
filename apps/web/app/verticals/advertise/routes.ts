import { route } from '@react-router/dev/routes';
import { defineVerticalRoutes, listingPanelRoutes, listingRoutes } from '../../lib/listings/listing-routes.ts';

/** City advertising's pages: the generic ones, and the rewarder plan (ADR 0023, 0125). */
export default defineVerticalRoutes({
  public: listingRoutes('advertise'),
  panel: [
    ...listingPanelRoutes('advertise'),
    // The rewarder plan: subscribe, and what city ads paid (ADR 0023).
    route('rewards', 'verticals/advertise/rewards-page.tsx'),
  ],
});

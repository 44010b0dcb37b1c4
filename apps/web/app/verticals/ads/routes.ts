import { defineVerticalRoutes, listingPanelRoutes, listingRoutes } from '../../lib/listings/listing-routes.ts';

/** Classified ads' pages: the generic landing, list and detail, and the owner's myAds (ADR 0125). */
export default defineVerticalRoutes({
  public: listingRoutes('ads'),
  panel: listingPanelRoutes('ads'),
});

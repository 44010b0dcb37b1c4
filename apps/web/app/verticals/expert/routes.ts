import { defineVerticalRoutes, listingPanelRoutes, listingRoutes } from '../../lib/listings/listing-routes.ts';

/** Experts' pages: the generic landing, list and detail, and the owner's myExpert (ADR 0125). */
export default defineVerticalRoutes({
  public: listingRoutes('expert'),
  panel: listingPanelRoutes('expert'),
});

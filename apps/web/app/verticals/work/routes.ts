import { route } from '@react-router/dev/routes';
import { defineVerticalRoutes, listingPanelRoutes, listingRoutes } from '../../lib/listings/listing-routes.ts';

/** Jobs' pages: the generic ones, applying, and the applications of a job, of an applicant and of the back office. */
export default defineVerticalRoutes({
  public: [
    // A job's apply page, before the generic ones so it is not a detail.
    route('work/:slug/:slugId/apply', 'verticals/work/apply.tsx'),
    ...listingRoutes('work'),
  ],
  panel: [
    ...listingPanelRoutes('work'),
    route('myWork/:id/applications', 'verticals/work/applications.tsx'),
    route('myApplications', 'verticals/work/my-applications.tsx'),
  ],
  // Every job's applications, each CV opened through the managers' route (issue 13).
  manager: [route('applications', 'verticals/work/manager-applications.tsx')],
});

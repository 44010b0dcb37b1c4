import { route } from '@react-router/dev/routes';
import { defineVerticalRoutes, listingPanelRoutes, listingRoutes } from '../../lib/listings/listing-routes.ts';

/**
 * Lawyers' pages (issue 19): legal advice, articles, forms and questions, the client projects (ADR 0041), the generic
 * listing pages, and the lawyer panel's (/panel/myLawyer). Its tariffs page is the professional module's, shared
 * with the clinic (components/professional, ADR 0128); the appointment book's and the section ads' screens are the
 * core's.
 */
export default defineVerticalRoutes({
  public: [
    // Lawyer client projects (ADR 0041): home and list, the post form, a project's page with the lawyers' offer form.
    route('lawyer/projects', 'verticals/lawyer/projects/projects-page.tsx'),
    route('lawyer/projects/create', 'verticals/lawyer/projects/post-page.tsx'),
    route('lawyer/projects/:slugId', 'verticals/lawyer/projects/project-page.tsx'),
    // Legal advice, its categories, the questions (list, ask, show) before the generic pages.
    route('lawyer/advice', 'verticals/lawyer/advice-page.tsx'),
    // Legal articles (spec: client lawyer «post home», «post show»; issue 29): the blog's posts of type legal.
    route('lawyer/articles', 'verticals/lawyer/articles-page.tsx'),
    route('lawyer/articles/:slug', 'verticals/lawyer/article-page.tsx'),
    // Legal forms: CMS posts filed under a legal category by its slug's tag (spec: legal form category; ADR 0056).
    route('lawyer/forms', 'verticals/lawyer/forms-page.tsx', { id: 'lawyer/forms' }),
    route('lawyer/forms/:category', 'verticals/lawyer/forms-page.tsx', { id: 'lawyer/forms/category' }),
    route('lawyer/advice/:category', 'verticals/lawyer/questions-page.tsx', { id: 'lawyer/advice/category' }),
    route('lawyer/questions', 'verticals/lawyer/questions-page.tsx', { id: 'lawyer/questions' }),
    route('lawyer/questions/ask', 'verticals/lawyer/ask-page.tsx'),
    route('lawyer/questions/:slug/:slugId', 'verticals/lawyer/question-page.tsx'),
    ...listingRoutes('lawyer'),
  ],
  panel: [
    // Client projects: the client's projects (compare, select, pay, release) and the lawyer's offers (ADR 0041).
    route('lawyerProjects', 'verticals/lawyer/projects/my-projects.tsx'),
    route('lawyerProject/:id', 'verticals/lawyer/projects/my-project.tsx'),
    route('lawyerOffers', 'verticals/lawyer/projects/my-offers.tsx'),
    // The lawyer panel's profiles, tariffs and answers, the customer's questions (rules/lawyer-panels.ts).
    ...listingPanelRoutes('lawyer', { panel: 'myLawyer' }),
    route('myLawyer/:id/tariffs', 'components/professional/tariffs-page.tsx', { id: 'lawyer/tariffs' }),
    route('myAnswers', 'verticals/lawyer/my-answers.tsx'),
    route('myQuestions', 'verticals/lawyer/my-questions.tsx'),
    route('myLawyer/:id/appointments', 'routes/panel/appointments/owner.tsx', { id: 'lawyer/appointments' }),
    route('myLawyer/:id/appointmentBook', 'routes/panel/appointments/owner-book.tsx', { id: 'lawyer/appointmentBook' }),
    route('myLawyer/:id/ads', 'routes/panel/section-ads/owner.tsx', { id: 'lawyer/ads' }),
  ],
  manager: [
    // Disputes of lawyer client projects: release or refund (ADR 0041).
    route('lawyerProjects', 'verticals/lawyer/projects/disputes.tsx'),
    // The legal questions: hide or publish again (issue 19, ADR 0040).
    route('lawyer-questions', 'verticals/lawyer/manager-questions.tsx'),
  ],
});

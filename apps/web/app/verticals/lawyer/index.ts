import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { DeviceType } from '@shahrbazar/domain/enums/people';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { MY_LAWYER_PANEL } from '@shahrbazar/domain/rules/lawyer-panels';
import { PostType } from '@shahrbazar/domain/enums/content';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { MANAGER } from '../../components/manager/access.ts';
import { experienceFact, wordedTariffs } from '../../components/professional/professional-words.ts';
import { defineWebVertical } from '../../lib/listings/define-vertical.ts';
import { lawyerSection } from './section.ts';
import { schemaOrg } from '../../lib/listings/structured-data.ts';
import { LawyerDashboardCards, loadLawyerDashboard } from './dashboard.tsx';
import { ownerLinksOf } from '../../components/professional/professional-owner-links.tsx';
import { EXPERIENCE_FIELDS, EXPERIENCE_ROWS, LawyerFormFields } from './lawyer-fields.tsx';
import { LawyerManagerCheck, sendLicenseCheck } from './lawyer-manager.tsx';
import type { LawyerPageData } from './lawyer-profile.tsx';
import { lawyerDetailWords } from './lawyer-dates.ts';

const FIELDS = [
  'licenseNumber',
  'issueDate',
  'licenseExpiry',
  'experience',
  'education',
  'languages',
  'callNumber',
  'address',
  'awards',
  'publications',
  'instagram',
  'linkedin',
  'twitter',
  'lawyerWorkExperience',
] as const;

/**
 * Lawyers on the web (spec: Lawyer; /lawyer, /lawyer/list/..., /lawyer/{slug}/{slugId}; the lawyer panel
 * /panel/myLawyer): filed under a legal specialty with a lawyer package. The list filters on text and phone
 * consultation (from the tariffs) and online appointments; the card's line is the lawyer's experience; the page
 * shows tariffs, experience, answers, and books in-person consultations in the shared appointment book.
 */
export const lawyerVertical = defineWebVertical({
  key: 'lawyer',
  ...lawyerSection,
  // The client projects (ADR 0041), the customer's questions and the lawyer's answers (rules/lawyer-panels.ts).
  panelMenu: [
    {
      to: '/panel/lawyerProjects',
      label: 'lawyerProjects.panel.nav',
      icon: 'document',
      also: ['/panel/lawyerProject'],
    },
    { to: '/panel/lawyerOffers', label: 'lawyerProjects.lawyer.nav', icon: 'work' },
    { to: '/panel/myQuestions', label: 'lawyer.panel.myQuestions', icon: 'lawyer' },
    { to: '/panel/myAnswers', label: 'lawyer.panel.myAnswers', icon: 'lawyer' },
  ],
  // The back office moderates the legal questions and settles the client projects' disputes (ADR 0041).
  managerMenu: [
    {
      place: 'listings',
      to: '/manager/lawyer-questions',
      label: 'lawyer.manager.questions',
      icon: 'lawyer',
      policy: MANAGER.listingsModerate,
    },
    {
      place: 'orders',
      to: '/manager/lawyerProjects',
      label: 'lawyerProjects.manager.nav',
      icon: 'order',
      policy: MANAGER.ordersEdit,
    },
  ],
  panel: 'myLawyer',
  categoriesPage: { href: '/lawyer/questions', label: 'lawyer.questions.title' },
  // Beyond browsing: ask a question, post a project for lawyers' offers, read the legal articles (issue 29).
  landingInvite: {
    title: 'lawyer.invite.title',
    text: 'lawyer.invite.text',
    links: [
      { href: '/lawyer/questions/ask', label: 'lawyer.invite.ask' },
      { href: '/lawyer/projects/create', label: 'lawyer.invite.project' },
      { href: '/lawyer/articles', label: 'lawyer.invite.articles' },
    ],
  },
  // The legal articles are the blog's posts of type legal, with pages of their own in the section (issue 29).
  landingPosts: PostType.legal,
  postsHref: '/lawyer/articles',
  categoryType: CategoryType.lawyer,
  categoryLevel: 'subCategory',
  packageType: PackageType.lawyer,
  highlight: experienceFact,
  FormFields: LawyerFormFields,
  bodyOf: (form) => {
    const read = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const body: Record<string, unknown> = Object.fromEntries(
      FIELDS.filter((name) => name !== 'lawyerWorkExperience').map((name) => [name, read(name)]),
    );
    body.licenseNumber = toAsciiDigits(read('licenseNumber'));
    body.issueDate = toAsciiDigits(read('issueDate'));
    body.licenseExpiry = toAsciiDigits(read('licenseExpiry'));
    body.lawyerWorkExperience = Array.from({ length: EXPERIENCE_ROWS }, (_, index) =>
      Object.fromEntries(EXPERIENCE_FIELDS.map((field) => [field, read(`work.${index}.${field}`)])),
    ).filter((entry) => Object.values(entry).some((value) => value !== ''));
    return body;
  },
  formFields: FIELDS,
  filters: [
    { name: 'activeChat', kind: 'flag' },
    { name: 'phoneReservation', kind: 'flag' },
    { name: 'onlineReservation', kind: 'flag' },
  ],
  // Featured lawyers bought with a lawyerAds package, on top of the list and on the landing (ADR 0042, 0056).
  sectionAds: 'lawyer',
  // Payments made from the lawyer panel carry its device type (spec; ADR 0056).
  deviceType: DeviceType.webMyLawyer,
  // A lawyer's page is an Attorney to search engines (ADR 0043).
  structuredData: schemaOrg('Attorney'),
  detailLoad: async (api, listing, locale): Promise<LawyerPageData> => {
    const slugId = encodeURIComponent(listing.slugId);
    const [tariffs, answers] = await Promise.all([
      api.GET('/api/v1/lawyer/{slugId}/tariffs', { params: { path: { slugId } } }),
      api.GET('/api/v1/lawyer/{slugId}/answers', { params: { path: { slugId } } }),
    ]);
    // The tariffs' prices worded on the server (the page's script carries no price's wording).
    return { tariffs: wordedTariffs(tariffs.items, locale), answers: answers.items };
  },
  // The licence's expiry in Jalali, worded on the server: the page's script carries no calendar (ADR 0129).
  detailWords: lawyerDetailWords,
  // The owner's links from their lawyer profile's details to its other screens (tariffs, appointments).
  OwnerLinks: ownerLinksOf(MY_LAWYER_PANEL, 'lawyer'),
  // The lawyer panel says what each profile's verified mark still needs (identity, the bar licence checked by staff).
  mineTrust: true,
  // The lawyer panel's dashboard figures above the list of the lawyer's profiles (ADR 0049).
  MineExtra: LawyerDashboardCards,
  mineLoad: loadLawyerDashboard,
  ManagerExtra: LawyerManagerCheck,
  managerAction: sendLicenseCheck,
});

// The registry finds a vertical by its folder (verticals/registry.ts, ADR 0125).
export default lawyerVertical;

import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { CooperationType, Gender, MilitaryStatus } from '@shahrbazar/domain/enums/people';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { priceOf } from '../../lib/amount.ts';
import { MANAGER } from '../../components/manager/access.ts';
import { defineWebVertical } from '../../lib/listings/define-vertical.ts';
import { workSection } from './section.ts';
import { schemaOrg } from '../../lib/listings/structured-data.ts';
import { jobPostingOf } from './job-posting.ts';
import { workDetailWords } from './work-words.ts';
import { WorkFormFields, WorkOwnerLinks } from './work-fields.tsx';
import { jobSalary } from './work-view.ts';

const FIELDS = [
  'businessName',
  'salary',
  'cooperationType',
  'count',
  'gender',
  'militaryStatus',
  'hoursWork',
  'educationDegree',
  'skills',
] as const;

/**
 * Jobs on the web (spec: /work, /work/list/..., /work/{slug}/{slugId}; panel myWork): filed under a sub category of
 * the jobs tree with a work package; the card's line is the salary («توافقی» for 0). Its list filters by cooperation
 * type, gender, military status and a salary range (ADR 0024); its page has «apply», and the employer's page of a
 * job links to the applications (apply.tsx, applications.tsx, my-applications.tsx beside this file).
 */
export const workVertical = defineWebVertical({
  key: 'work',
  ...workSection,
  // A job seeker's applications.
  panelMenu: [{ to: '/panel/myApplications', label: 'listings.verticals.work.myApplications', icon: 'work' }],
  // The back office's list of every job's applications.
  managerMenu: [
    {
      place: 'listings',
      to: '/manager/applications',
      label: 'boothMore.applications.nav',
      icon: 'work',
      policy: MANAGER.listingsIndex,
    },
  ],
  home: true,
  categoryType: CategoryType.work,
  categoryLevel: 'subCategory',
  packageType: PackageType.work,
  highlight: (listing, locale) => formatPrice(jobSalary(listing), locale),
  // The salary, the choices and the skills worded on the server (the page's facts).
  detailWords: workDetailWords,
  FormFields: WorkFormFields,
  bodyOf: (form) => {
    const read = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const body: Record<string, unknown> = Object.fromEntries(FIELDS.map((name) => [name, read(name)]));
    body.salary = priceOf(read('salary'));
    body.count = toAsciiDigits(read('count')).trim();
    return body;
  },
  // schema.org: a JobPosting with its employer, kind of work and salary in rials (ADR 0043).
  structuredData: schemaOrg('JobPosting', jobPostingOf),
  formFields: FIELDS,
  filters: [
    { name: 'cooperationType', kind: 'oneOf', choices: CooperationType },
    { name: 'gender', kind: 'oneOf', choices: Gender },
    { name: 'militaryStatus', kind: 'oneOf', choices: MilitaryStatus },
    { name: 'salary', kind: 'range' },
  ],
  OwnerLinks: WorkOwnerLinks,
});

// The registry finds a vertical by its folder (verticals/registry.ts, ADR 0125).
export default workVertical;

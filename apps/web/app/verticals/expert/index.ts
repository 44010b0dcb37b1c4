import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { defineWebVertical } from '../../lib/listings/define-vertical.ts';
import { expertSection } from './section.ts';
import { schemaOrg } from '../../lib/listings/structured-data.ts';
import { ExpertFormFields } from './expert-fields.tsx';
import { expertDetailWords, expertExperienceText } from './expert-words.ts';

/**
 * Experts on the web (spec: /expert, /expert/list/..., /expert/{slug}/{slugId}; panel myExpert): filed under a sub
 * category of the experts tree with an expert package; their card's line is their experience, their page shows the
 * verified badge (the core's) and other experts of the same category in the city.
 */
export const expertVertical = defineWebVertical({
  key: 'expert',
  ...expertSection,
  home: true,
  categoryType: CategoryType.expert,
  categoryLevel: 'subCategory',
  packageType: PackageType.expert,
  highlight: expertExperienceText,
  // Their experience worded on the server (their page's fact).
  detailWords: expertDetailWords,
  FormFields: ExpertFormFields,
  bodyOf: (form) => {
    const experience = form.get('experience');
    return { experience: toAsciiDigits(typeof experience === 'string' ? experience : '').trim() };
  },
  formFields: ['experience'],
  // schema.org: an expert offers a professional service in the city (ADR 0043).
  structuredData: schemaOrg('ProfessionalService'),
});

// The registry finds a vertical by its folder (verticals/registry.ts, ADR 0125).
export default expertVertical;

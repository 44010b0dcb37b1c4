import { z } from 'zod';
import { ExpertWriteSchema } from '@shahrbazar/domain/api/expert.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { defineVertical } from '../../modules/listings/define-vertical.ts';
import { expertDetails } from './expert.table.ts';

/**
 * Experts (spec: Expert; routes /expert, panel myExpert): a plumber, a tutor, a nurse... filed under a sub category of
 * the experts tree, with an expert package; their own field is their years of experience.
 */
export const expertVertical = defineVertical<{ experience: number }>({
  key: 'expert',
  rank: 4,
  categoryType: CategoryType.expert,
  categoryLevel: 'subCategory',
  packageType: PackageType.expert,
  subscriptionType: SubscriptionType.expert,
  schemaName: 'Expert',
  noun: 'expert',
  // Its badge is its owner's verified identity alone (issue 29, ADR 0081).
  trust: { requires: [] },
  detail: {
    table: expertDetails,
    write: ExpertWriteSchema,
    read: z.object({ experience: z.number().int() }),
    toRow: (input) => ({ experience: input.experience }),
    fromRow: (row) => ({ experience: Number(row?.experience ?? 0) }),
  },
});

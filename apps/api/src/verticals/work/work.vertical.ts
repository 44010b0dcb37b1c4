import { z } from 'zod';
import { enumSchema } from '@shahrbazar/domain/api/enum-schema';
import { MAX_SALARY, WorkWriteSchema } from '@shahrbazar/domain/api/work.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { CooperationType, Gender, MilitaryStatus } from '@shahrbazar/domain/enums/people';
import { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { defineVertical } from '../../modules/listings/define-vertical.ts';
import { applicationRoutes } from './application.routes.ts';
import { workDetails } from './work.table.ts';

export interface WorkFields extends Record<string, unknown> {
  salary: number;
  skills: string[];
  hoursWork: string;
  educationDegree: string;
  businessName: string;
  militaryStatus: MilitaryStatus;
  cooperationType: CooperationType;
  gender: Gender;
  count: number;
}

/**
 * Jobs (spec: Work; routes /work, panel myWork): filed under a sub category of the jobs tree with a work package. Its
 * list filters by cooperation type, gender and military status (a job open to either matches every choice) and by a
 * salary range (a negotiable salary, 0, is left out once a bound is given); skills are searched with the rest. Its
 * own routes are the applications (application.routes.ts).
 */
export const workVertical = defineVertical<WorkFields>({
  key: 'work',
  rank: 5,
  categoryType: CategoryType.work,
  categoryLevel: 'subCategory',
  packageType: PackageType.work,
  subscriptionType: SubscriptionType.work,
  schemaName: 'Work',
  noun: 'work',
  // Its badge is its owner's verified identity alone (issue 29, ADR 0081).
  trust: { requires: [] },
  detail: {
    table: workDetails,
    write: WorkWriteSchema,
    read: z.object({
      salary: z.number().int(),
      skills: z.array(z.string()),
      hoursWork: z.string(),
      educationDegree: z.string(),
      businessName: z.string(),
      militaryStatus: enumSchema(MilitaryStatus),
      cooperationType: enumSchema(CooperationType),
      gender: enumSchema(Gender),
      count: z.number().int(),
    }),
    toRow: (input) => ({
      salary: input.salary,
      skills: input.skills,
      hoursWork: input.hoursWork,
      educationDegree: input.educationDegree,
      businessName: input.businessName,
      militaryStatus: input.militaryStatus,
      cooperationType: input.cooperationType,
      gender: input.gender,
      count: input.count,
    }),
    fromRow: (row) => ({
      salary: Number(row?.salary ?? 0),
      skills: (row?.skills as string[] | undefined) ?? [],
      hoursWork: String(row?.hoursWork ?? ''),
      educationDegree: String(row?.educationDegree ?? ''),
      businessName: String(row?.businessName ?? ''),
      militaryStatus: (row?.militaryStatus as MilitaryStatus | undefined) ?? MilitaryStatus.either,
      cooperationType: (row?.cooperationType as CooperationType | undefined) ?? CooperationType.fullTime,
      gender: (row?.gender as Gender | undefined) ?? Gender.either,
      count: Number(row?.count ?? 1),
    }),
    searchText: (input) => [input.businessName, ...((input.skills as string[] | undefined) ?? [])].join(' '),
    filters: {
      cooperationType: { kind: 'oneOf', column: workDetails.cooperationType, values: CooperationType.values },
      gender: { kind: 'oneOf', column: workDetails.gender, values: Gender.values, wildcard: Gender.either },
      militaryStatus: {
        kind: 'oneOf',
        column: workDetails.militaryStatus,
        values: MilitaryStatus.values,
        wildcard: MilitaryStatus.either,
      },
      salary: { kind: 'range', column: workDetails.salary, max: MAX_SALARY, zeroUnknown: true },
    },
  },
  routes: applicationRoutes,
});

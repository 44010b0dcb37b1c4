import { z } from 'zod';
import { enumSchema } from './enum-schema.ts';
import { CooperationType, Gender, MilitaryStatus } from '../enums/people.ts';
import { wholeNumber } from './whole-number.ts';

// A job's own fields as its owner writes them (the work vertical's declaration, and the web's form before it is sent).

/** The most a monthly salary may be (toman): a billion, far above any real one. */
export const MAX_SALARY = 1_000_000_000;
/** The most openings one job may have. */
export const MAX_OPENINGS = 1000;
/** The most skills one job may list, and the longest. */
export const MAX_SKILLS = 15;

/** Skills as a list: a JSON array, or text separated by commas (, or ،) or lines. */
const skillList = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    }
    return text
      .split(/[,،\n]/)
      .map((skill) => skill.trim())
      .filter(Boolean);
  },
  z
    .array(z.string().trim().min(1).max(40, 'tooLong'))
    .max(MAX_SKILLS, 'tooMany')
    .transform((skills) => [...new Set(skills)])
    .default([]),
);

const text = (max: number) => z.string().trim().max(max, 'tooLong').default('');

/** A job's own fields: the salary (0 negotiable), skills, hours, degree, business, who may apply and openings. */
export const WorkWriteSchema = z.object({
  salary: wholeNumber(MAX_SALARY),
  skills: skillList,
  hoursWork: text(100),
  educationDegree: text(60),
  businessName: text(80),
  militaryStatus: enumSchema(MilitaryStatus).default(MilitaryStatus.either),
  cooperationType: enumSchema(CooperationType).default(CooperationType.fullTime),
  gender: enumSchema(Gender).default(Gender.either),
  count: wholeNumber(MAX_OPENINGS, 1).pipe(z.number().min(1, 'invalid')),
});

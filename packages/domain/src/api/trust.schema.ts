import { z } from 'zod';
import { TrustCheck } from '../rules/trust.ts';
import { enumSchema } from './enum-schema.ts';

/**
 * A listing's trust (issue 29, domain trust.ts): the verified badge, each check it rests on (done or not), and what is
 * still missing for it. The same for every vertical; which checks a vertical requires is its own declaration.
 */
export const TrustSchema = z
  .object({
    verified: z.boolean(),
    checks: z.array(z.object({ kind: enumSchema(TrustCheck), done: z.boolean() })),
    missing: z.array(enumSchema(TrustCheck)),
  })
  .meta({ id: 'Trust' });

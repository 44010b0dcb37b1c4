import { z } from 'zod';
import { wholeNumber } from './whole-number.ts';

// An expert's own field as they write it (the expert vertical's declaration, and the web's form before it is sent).

/** The most years of experience one may claim. */
export const MAX_EXPERIENCE = 70;

export const ExpertWriteSchema = z.object({ experience: wholeNumber(MAX_EXPERIENCE) });

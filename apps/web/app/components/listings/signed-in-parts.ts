import { CommentForm } from '../comments/comment-form.tsx';
import { ReportForm } from './report-form.tsx';

/** The forms a signed-in visitor gets on a listing's page, in a chunk of their own (page-parts.ts, ADR 0129). */
export const signedInParts = { CommentForm, ReportForm };

export type SignedInParts = typeof signedInParts;

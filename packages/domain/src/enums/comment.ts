import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

/** Status of a comment (spec: Comment.status; its values are not shown): a new one waits for the back office. */
export const CommentStatus = defineEnum({
  pending: { value: 0, fa: 'در انتظار تأیید', en: 'Awaiting approval' },
  approved: { value: 1, fa: 'تأییدشده', en: 'Approved' },
  rejected: { value: 2, fa: 'ردشده', en: 'Rejected' },
});
export type CommentStatus = EnumValue<typeof CommentStatus>;

import type { NotificationKindDefinition, NotificationParams } from './notification.ts';

// What lawyers and their clients are told (issue 19, ADR 0049): the asker when a lawyer answers their question, the
// client when a lawyer offers on their project, the lawyer when their offer is selected and when the escrow is
// released to them. Kept apart from notification.ts as the order kinds are. Parameters: title (the question's or the
// project's), lawyer (the answering or offering lawyer's page title), slug and slugId (a question's page), projectId
// (the client's project page), projectSlugId (the project's public page), amount (toman paid to the lawyer).

const str = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const projectPage = (p: NotificationParams) => `/lawyer/projects/${str(p.projectSlugId)}`;

export const LAWYER_NOTIFICATION_KINDS = {
  lawyerAnswered: {
    title: { fa: 'وکیل به پرسش شما پاسخ داد', en: 'A lawyer answered your question' },
    text: { fa: '{lawyer} به پرسش «{title}» پاسخ داد.', en: '{lawyer} answered your question “{title}”.' },
    link: (p) => `/lawyer/questions/${str(p.slug) || 'q'}/${str(p.slugId)}`,
    sms: 'optOut',
    mail: 'optIn',
  },
  lawyerOfferNew: {
    title: { fa: 'پیشنهاد تازه برای پروژهٔ شما', en: 'A new offer on your project' },
    text: {
      fa: '{lawyer} برای «{title}» پیشنهاد {amount} داد.',
      en: '{lawyer} offered {amount} on “{title}”.',
    },
    link: (p) => `/panel/lawyerProject/${str(p.projectId)}`,
    sms: 'optOut',
    mail: 'optIn',
  },
  lawyerOfferSelected: {
    title: { fa: 'پیشنهاد شما انتخاب شد', en: 'Your offer was selected' },
    text: {
      fa: 'موکل پیشنهاد شما برای «{title}» را انتخاب کرد.',
      en: 'The client selected your offer on “{title}”.',
    },
    link: projectPage,
    sms: 'optOut',
    mail: 'optIn',
  },
  lawyerEscrowReleased: {
    title: { fa: 'مبلغ پروژه به کیف پول شما رسید', en: 'The project’s money reached your wallet' },
    text: {
      fa: '{amount} بابت «{title}» به کیف پول شما واریز شد.',
      en: '{amount} for “{title}” was paid into your wallet.',
    },
    link: projectPage,
    sms: 'optOut',
    mail: 'optIn',
  },
  // The client scored the lawyer after a completed project (issue 29): it is on the lawyer's page now.
  lawyerRated: {
    title: { fa: 'موکل به شما امتیاز داد', en: 'A client rated you' },
    text: {
      fa: 'موکل پروژهٔ «{title}» به شما امتیاز {score} از ۵ داد.',
      en: 'The client of “{title}” rated you {score} of 5.',
    },
    link: projectPage,
    sms: 'optOut',
    mail: 'optIn',
  },
} as const satisfies Record<string, NotificationKindDefinition>;

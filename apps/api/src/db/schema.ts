// Written by apps/api/scripts/index-files.mjs from every src/**/*.table.ts (ADR 0130): do not edit.
// It is written again before every build, start and test; a new vertical or table needs only its own file.

// The drizzle schema: every table of every module and vertical (drizzle-kit reads this file to generate migrations,
// and the typed query API is built from it). Each module owns its tables (ADR 0127).
export { policies, roles, rolePolicies } from '../modules/access/role.table.ts';
export { apiKeys } from '../modules/api-keys/api-key.table.ts';
export { options } from '../modules/app/option.table.ts';
export { seoSettings } from '../modules/app/seo.table.ts';
export {
  appointmentBooks,
  appointments,
  appointmentWaitlist,
  appointmentBookSecretaries,
} from '../modules/appointments/appointment.table.ts';
export { auditLog } from '../modules/audit/audit.table.ts';
export { sessions, oneTimeCodes, captchas, authFailures } from '../modules/auth/auth.table.ts';
export { banners } from '../modules/banners/banner.table.ts';
export {
  generalCategories,
  generalSubCategories,
  generalSubSubCategories,
} from '../modules/catalogue/category.table.ts';
export { tags } from '../modules/catalogue/tag.table.ts';
export { conversations, chatMessages, chatBlocks, chatReports } from '../modules/chat/chat.table.ts';
export { cityTours } from '../modules/city-tour/city-tour.table.ts';
export { comments, itemRatings } from '../modules/comments/comment.table.ts';
export { consultations } from '../modules/consultations/consultation.table.ts';
export { contentPages, posts, postTags } from '../modules/content/content.table.ts';
export { follows } from '../modules/followers/follow.table.ts';
export { states, cities } from '../modules/geo/geo.table.ts';
export { listingBumps } from '../modules/listings/listing-bump.table.ts';
export {
  listings,
  listingFavorites,
  listingViews,
  listingStats,
  listingReports,
} from '../modules/listings/listing.table.ts';
export { files } from '../modules/media/file.table.ts';
export { notifications, notificationSettings } from '../modules/notify/notification.table.ts';
export { pushSubscriptions } from '../modules/notify/push-subscription.table.ts';
export { packages, subscriptions } from '../modules/packages/package.table.ts';
export { payments, walletEntries, idempotencyKeys } from '../modules/payments/payment.table.ts';
export { paymentReceipts } from '../modules/payments/receipt.table.ts';
export { walletReserves } from '../modules/payments/reserve.table.ts';
export { withdrawals } from '../modules/payments/withdrawal.table.ts';
export { sectionAds } from '../modules/section-ads/section-ad.table.ts';
export { siteMessages } from '../modules/site-messages/site-message.table.ts';
export { listingTariffs } from '../modules/tariffs/tariff.table.ts';
export { tickets } from '../modules/tickets/ticket.table.ts';
export { userAddresses } from '../modules/users/address.table.ts';
export { users, userDocuments } from '../modules/users/user.table.ts';
export { webhookEndpoints, webhookDeliveries } from '../modules/webhooks/webhook.table.ts';
export { adDetails } from '../verticals/ads/ads.table.ts';
export { advertiseDetails } from '../verticals/advertise/advertise.table.ts';
export { advertiseRewardings, advertiseRewardClaims } from '../verticals/advertise/reward.table.ts';
export { boothDetails } from '../verticals/booth/booth.table.ts';
export { orders, orderDetails, orderHistory, cartLines } from '../verticals/booth/order.table.ts';
export { products, productPricings, productFavorites, productViews } from '../verticals/booth/product.table.ts';
export { boothCategories } from '../verticals/booth/shelf.table.ts';
export { boothShippings } from '../verticals/booth/shipping.table.ts';
export { stockAlerts } from '../verticals/booth/stock-alert.table.ts';
export { boothStories } from '../verticals/booth/story.table.ts';
export { clinicDetails } from '../verticals/clinic/clinic.table.ts';
export { expertDetails } from '../verticals/expert/expert.table.ts';
export {
  lawyerDetails,
  lawyerQuestions,
  lawyerAnswers,
  lawyerQuestionFiles,
} from '../verticals/lawyer/lawyer.table.ts';
export { lawyerProjects, lawyerProjectOffers, lawyerProjectFiles } from '../verticals/lawyer/projects/project.table.ts';
export { workDetails, workApplications } from '../verticals/work/work.table.ts';

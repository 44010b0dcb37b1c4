// The drizzle schema registry: every table of every module, listed explicitly (drizzle-kit reads this file to
// generate migrations, and the typed query API is built from it). Modules own their tables; only a module's
// repository queries them.
export { options } from '../modules/app/option.table.ts';
export { policies, roles, rolePolicies } from '../modules/access/role.table.ts';
export { users, userDocuments } from '../modules/users/user.table.ts';
export { userAddresses } from '../modules/users/address.table.ts';
export { sessions, oneTimeCodes, captchas, authFailures } from '../modules/auth/auth.table.ts';
export { seoSettings } from '../modules/app/seo.table.ts';
export { states, cities } from '../modules/geo/geo.table.ts';
export {
  generalCategories,
  generalSubCategories,
  generalSubSubCategories,
} from '../modules/catalogue/category.table.ts';
export { tags } from '../modules/catalogue/tag.table.ts';
export { files } from '../modules/media/file.table.ts';
export { packages, subscriptions } from '../modules/packages/package.table.ts';
export { banners } from '../modules/banners/banner.table.ts';
export { payments, walletEntries, idempotencyKeys } from '../modules/payments/payment.table.ts';
export { withdrawals } from '../modules/payments/withdrawal.table.ts';
export { walletReserves } from '../modules/payments/reserve.table.ts';
export { paymentReceipts } from '../modules/payments/receipt.table.ts';
export {
  listings,
  listingFavorites,
  listingViews,
  listingStats,
  listingReports,
} from '../modules/listings/listing.table.ts';
export { listingBumps } from '../modules/listings/listing-bump.table.ts';
export { adDetails } from '../verticals/ads/ads.table.ts';
export { boothDetails } from '../verticals/booth/booth.table.ts';
export { products, productPricings, productFavorites, productViews } from '../verticals/booth/product.table.ts';
export { boothCategories } from '../verticals/booth/shelf.table.ts';
export { boothStories } from '../verticals/booth/story.table.ts';
export { tickets } from '../modules/tickets/ticket.table.ts';
export { comments, itemRatings } from '../modules/comments/comment.table.ts';
export { conversations, chatMessages, chatBlocks, chatReports } from '../modules/chat/chat.table.ts';
export { advertiseDetails } from '../verticals/advertise/advertise.table.ts';
export { advertiseRewardings, advertiseRewardClaims } from '../verticals/advertise/reward.table.ts';
export { expertDetails } from '../verticals/expert/expert.table.ts';
export { workDetails, workApplications } from '../verticals/work/work.table.ts';
export { clinicDetails } from '../verticals/clinic/clinic.table.ts';
export { listingTariffs } from '../modules/tariffs/tariff.table.ts';
export { contentPages, posts, postTags } from '../modules/content/content.table.ts';
export { boothShippings } from '../verticals/booth/shipping.table.ts';
export { orders, orderDetails, orderHistory, cartLines } from '../verticals/booth/order.table.ts';
export { stockAlerts } from '../verticals/booth/stock-alert.table.ts';
export { notifications, notificationSettings } from '../modules/notify/notification.table.ts';
export { pushSubscriptions } from '../modules/notify/push-subscription.table.ts';
export { follows } from '../modules/followers/follow.table.ts';
export { siteMessages } from '../modules/site-messages/site-message.table.ts';
export {
  appointmentBooks,
  appointmentBookSecretaries,
  appointments,
  appointmentWaitlist,
} from '../modules/appointments/appointment.table.ts';
export { lawyerProjects, lawyerProjectOffers, lawyerProjectFiles } from '../verticals/lawyer/projects/project.table.ts';
export { consultations } from '../modules/consultations/consultation.table.ts';
export { cityTours } from '../modules/city-tour/city-tour.table.ts';
export {
  lawyerDetails,
  lawyerQuestions,
  lawyerAnswers,
  lawyerQuestionFiles,
} from '../verticals/lawyer/lawyer.table.ts';
export { sectionAds } from '../modules/section-ads/section-ad.table.ts';
export { auditLog } from '../modules/audit/audit.table.ts';
export { webhookEndpoints, webhookDeliveries } from '../modules/webhooks/webhook.table.ts';
export { apiKeys } from '../modules/api-keys/api-key.table.ts';

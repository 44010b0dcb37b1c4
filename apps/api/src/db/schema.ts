// The drizzle schema registry: every table of every module, listed explicitly (drizzle-kit reads this file to
// generate migrations, and the typed query API is built from it). Modules own their tables; only a module's
// repository queries them.
export { options } from '../modules/app/option.table.ts';
export { policies, roles, rolePolicies } from '../modules/access/role.table.ts';
export { users, userDocuments } from '../modules/users/user.table.ts';
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
export { listings, listingFavorites, listingViews } from '../modules/listings/listing.table.ts';
export { adDetails } from '../verticals/ads/ads.table.ts';
export { boothDetails } from '../verticals/booth/booth.table.ts';
export { products, productPricings } from '../verticals/booth/product.table.ts';
export { tickets } from '../modules/tickets/ticket.table.ts';
export { comments, itemRatings } from '../modules/comments/comment.table.ts';
export { conversations, chatMessages, chatBlocks } from '../modules/chat/chat.table.ts';
export { advertiseDetails } from '../verticals/advertise/advertise.table.ts';
export { advertiseRewardings, advertiseRewardClaims } from '../verticals/advertise/reward.table.ts';
export { expertDetails } from '../verticals/expert/expert.table.ts';
export { workDetails, workApplications } from '../verticals/work/work.table.ts';

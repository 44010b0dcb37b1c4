/**
 * The demo's picture of each starter first-level category (issue 16: icons differ by category): a small SVG the web
 * ships as a static file (apps/web/public/icons/categories/<name>.svg), cached apart from every page rather than
 * inlined into it (ADR 0046, ADR 0054). Within one type no two categories share an icon; a manager's upload replaces
 * it like any category picture.
 */
export const CATEGORY_ICONS: Readonly<Record<string, string>> = {
  // shop
  'shop-digital': 'phone',
  'shop-fashion': 'shirt',
  'shop-home-kitchen': 'sofa',
  'shop-supermarket': 'cart',
  'shop-beauty-health': 'perfume',
  'shop-handicrafts': 'vase',
  'shop-sport-travel': 'ball',
  'shop-books-toys': 'book',
  // jewelry
  'jewelry-gold': 'ring',
  'jewelry-coins-bullion': 'coin',
  'jewelry-silver': 'sparkle',
  'jewelry-gems': 'gem',
  'jewelry-watches': 'watch',
  // realEstate
  're-residential-sale': 'house',
  're-residential-rent': 'key',
  're-commercial-sale': 'office',
  're-commercial-rent': 'store',
  're-short-term-rent': 'calendar',
  're-construction': 'helmet',
  // autoExpo
  'auto-passenger': 'car',
  'auto-commercial': 'truck',
  'auto-motorcycles': 'motorcycle',
  'auto-classic': 'star',
  'auto-parts': 'wrench',
  // ads
  'ads-real-estate': 'house',
  'ads-vehicles': 'car',
  'ads-digital': 'phone',
  'ads-home-kitchen': 'sofa',
  'ads-services': 'wrench',
  'ads-personal': 'bag',
  'ads-leisure': 'gamepad',
  'ads-industrial': 'factory',
  // advertise
  'adv-food': 'coffee',
  'adv-stores': 'tag',
  'adv-beauty': 'scissors',
  'adv-education': 'cap',
  'adv-sport-leisure': 'dumbbell',
  'adv-car-services': 'car',
  'adv-health': 'cross',
  'adv-tourism': 'plane',
  // expert
  'expert-building': 'roller',
  'expert-appliance-repair': 'washer',
  'expert-cleaning': 'sparkle',
  'expert-moving': 'box',
  'expert-tech': 'monitor',
  'expert-tutoring': 'cap',
  'expert-care': 'heart',
  // work
  'work-office': 'briefcase',
  'work-finance': 'calculator',
  'work-it': 'monitor',
  'work-sales': 'megaphone',
  'work-hospitality': 'chef',
  'work-industrial': 'factory',
  'work-transport': 'truck',
  'work-education': 'cap',
  'work-health': 'stethoscope',
  // clinic
  'clinic-specialists': 'stethoscope',
  'clinic-general-practice': 'doctor',
  'clinic-dentistry': 'tooth',
  'clinic-psychology': 'speech',
  'clinic-nutrition': 'apple',
  'clinic-rehabilitation': 'walk',
  'clinic-surgery': 'scalpel',
  // lawyer
  'lawyer-civil': 'scales',
  'lawyer-criminal': 'shield',
  'lawyer-commercial': 'office',
  'lawyer-labor': 'helmet',
  'lawyer-administrative': 'document',
  'lawyer-registration': 'stamp',
  'lawyer-medical': 'cross',
  'lawyer-international': 'globe',
  // support
  'support-account': 'user',
  'support-listings': 'megaphone',
  'support-payments': 'card',
  'support-orders': 'cart',
  'support-other': 'question',
};

/** The public path of a starter category's icon, or '' for a slug without one. */
export function categoryIconPath(slug: string): string {
  const icon = CATEGORY_ICONS[slug];
  return icon ? `/icons/categories/${icon}.svg` : '';
}

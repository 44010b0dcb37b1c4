import type { CategoryType } from '@shahrbazar/domain/enums/listing';

/**
 * A node of a starter category tree: first level (with a description for its page), sub, or sub-sub category.
 * Slugs are Latin kebab case and unique per level across every type (the browsing routes find a node by level and
 * slug), prefixed by the type where two trees share a name (`ads-real-estate`, `re-residential-sale`).
 */
export interface SeedCategory {
  title: string;
  slug: string;
  description?: string;
  children?: SeedCategory[];
}

const node = (title: string, slug: string, children?: SeedCategory[]): SeedCategory =>
  children ? { title, slug, children } : { title, slug };
const top = (title: string, slug: string, description: string, children: SeedCategory[]): SeedCategory => ({
  title,
  slug,
  description,
  children,
});

/** Booth type shop: what city shops sell, grouped as Iranian online marketplaces do. */
const shop: SeedCategory[] = [
  top('کالای دیجیتال', 'shop-digital', 'گوشی، لپ‌تاپ، لوازم جانبی و صوتی و تصویری از فروشگاه‌های شهر.', [
    node('موبایل و تبلت', 'shop-mobile-tablet', [
      node('گوشی موبایل', 'shop-mobile-phone'),
      node('تبلت', 'shop-tablet'),
      node('لوازم جانبی موبایل', 'shop-mobile-accessories'),
    ]),
    node('لپ‌تاپ و کامپیوتر', 'shop-computer', [
      node('لپ‌تاپ', 'shop-laptop'),
      node('کامپیوتر رومیزی', 'shop-desktop'),
      node('قطعات کامپیوتر', 'shop-computer-parts'),
      node('پرینتر و اسکنر', 'shop-printer'),
    ]),
    node('صوتی و تصویری', 'shop-audio-video', [
      node('تلویزیون', 'shop-tv'),
      node('هدفون و هندزفری', 'shop-headphones'),
      node('اسپیکر', 'shop-speaker'),
    ]),
  ]),
  top('مد و پوشاک', 'shop-fashion', 'پوشاک، کیف و کفش زنانه، مردانه و بچگانه.', [
    node('پوشاک زنانه', 'shop-women-clothing', [
      node('مانتو', 'shop-manteau'),
      node('شال و روسری', 'shop-scarves'),
      node('کفش زنانه', 'shop-women-shoes'),
      node('کیف زنانه', 'shop-women-bags'),
    ]),
    node('پوشاک مردانه', 'shop-men-clothing', [
      node('پیراهن و تی‌شرت', 'shop-men-shirts'),
      node('شلوار', 'shop-men-pants'),
      node('کفش مردانه', 'shop-men-shoes'),
    ]),
    node('پوشاک بچگانه', 'shop-kids-clothing', [
      node('لباس نوزاد', 'shop-baby-clothes'),
      node('لباس کودک', 'shop-kids-clothes'),
      node('کفش بچگانه', 'shop-kids-shoes'),
    ]),
  ]),
  top('خانه و آشپزخانه', 'shop-home-kitchen', 'لوازم خانگی برقی، ظروف، مبلمان و دکوراسیون.', [
    node('لوازم خانگی برقی', 'shop-appliances', [
      node('یخچال و فریزر', 'shop-fridges'),
      node('ماشین لباسشویی', 'shop-washing-machines'),
      node('جاروبرقی', 'shop-vacuum-cleaners'),
      node('لوازم برقی آشپزخانه', 'shop-kitchen-appliances'),
    ]),
    node('ظروف و لوازم آشپزخانه', 'shop-cookware', [
      node('قابلمه و تابه', 'shop-pots-pans'),
      node('ظروف سرو و پذیرایی', 'shop-serveware'),
    ]),
    node('مبلمان و دکوراسیون', 'shop-furniture', [
      node('مبل و صندلی', 'shop-sofas'),
      node('فرش و گلیم', 'shop-carpets'),
      node('لوستر و روشنایی', 'shop-lighting'),
    ]),
  ]),
  top('سوپرمارکت', 'shop-supermarket', 'خواربار، لبنیات، نوشیدنی و کالاهای روزانه.', [
    node('خواربار', 'shop-groceries', [
      node('برنج و حبوبات', 'shop-rice-legumes'),
      node('روغن', 'shop-cooking-oil'),
      node('ادویه و چاشنی', 'shop-spices'),
    ]),
    node('لبنیات', 'shop-dairy'),
    node('نوشیدنی', 'shop-drinks'),
    node('تنقلات', 'shop-snacks'),
  ]),
  top('زیبایی و سلامت', 'shop-beauty-health', 'لوازم آرایشی، بهداشتی و عطر.', [
    node('لوازم آرایشی', 'shop-makeup'),
    node('لوازم بهداشتی', 'shop-hygiene'),
    node('عطر و ادکلن', 'shop-perfume'),
  ]),
  top('صنایع دستی و محصولات محلی', 'shop-handicrafts', 'دست‌ساخته‌ها و خوراکی‌های محلی شهر و روستاهای اطراف.', [
    node('صنایع دستی', 'shop-crafts', [
      node('سفال و سرامیک', 'shop-pottery'),
      node('گلیم و جاجیم', 'shop-kilims'),
      node('قلم‌زنی و مس', 'shop-copperware'),
    ]),
    node('خوراکی‌های محلی', 'shop-local-food', [
      node('عسل', 'shop-honey'),
      node('زعفران', 'shop-saffron'),
      node('خشکبار', 'shop-dried-fruit'),
    ]),
  ]),
  top('ورزش و سفر', 'shop-sport-travel', 'پوشاک و لوازم ورزشی، کوهنوردی و دوچرخه.', [
    node('پوشاک ورزشی', 'shop-sportswear'),
    node('کوهنوردی و کمپینگ', 'shop-camping'),
    node('دوچرخه', 'shop-bicycles'),
  ]),
  top('کتاب، لوازم‌التحریر و اسباب‌بازی', 'shop-books-toys', 'کتاب، نوشت‌افزار و اسباب‌بازی.', [
    node('کتاب', 'shop-books', [
      node('رمان و داستان', 'shop-novels'),
      node('کتاب کودک', 'shop-kids-books'),
      node('کتاب درسی و کمک‌درسی', 'shop-textbooks'),
    ]),
    node('لوازم‌التحریر', 'shop-stationery'),
    node('اسباب‌بازی', 'shop-toys'),
  ]),
];

/** Booth type jewelry. */
const jewelry: SeedCategory[] = [
  top('طلا', 'jewelry-gold', 'زیورآلات طلای ۱۸ عیار از طلافروشی‌های شهر.', [
    node('انگشتر طلا', 'jewelry-gold-rings', [
      node('انگشتر زنانه', 'jewelry-women-rings'),
      node('انگشتر مردانه', 'jewelry-men-rings'),
      node('حلقه ازدواج', 'jewelry-wedding-rings'),
    ]),
    node('گردنبند و آویز طلا', 'jewelry-gold-necklaces', [
      node('گردنبند', 'jewelry-necklaces'),
      node('آویز', 'jewelry-pendants'),
      node('زنجیر', 'jewelry-chains'),
    ]),
    node('دستبند و النگو', 'jewelry-gold-bracelets', [
      node('دستبند', 'jewelry-bracelets'),
      node('النگو', 'jewelry-bangles'),
    ]),
    node('گوشواره طلا', 'jewelry-gold-earrings'),
    node('سرویس و نیم‌ست', 'jewelry-gold-sets'),
    node('طلای کودک', 'jewelry-gold-kids'),
  ]),
  top('سکه و شمش', 'jewelry-coins-bullion', 'سکه بهار آزادی، سکه گرمی و شمش طلا.', [
    node('سکه', 'jewelry-coins', [
      node('سکه تمام بهار آزادی', 'jewelry-coin-full'),
      node('نیم سکه', 'jewelry-coin-half'),
      node('ربع سکه', 'jewelry-coin-quarter'),
      node('سکه گرمی', 'jewelry-coin-gram'),
    ]),
    node('شمش طلا', 'jewelry-gold-bars'),
  ]),
  top('نقره', 'jewelry-silver', 'زیورآلات نقره و انگشترهای سنگ‌دار.', [
    node('انگشتر نقره', 'jewelry-silver-rings', [
      node('انگشتر عقیق', 'jewelry-agate-rings'),
      node('انگشتر فیروزه', 'jewelry-turquoise-rings'),
    ]),
    node('گردنبند نقره', 'jewelry-silver-necklaces'),
    node('دستبند نقره', 'jewelry-silver-bracelets'),
  ]),
  top('جواهرات و سنگ‌های قیمتی', 'jewelry-gems', 'برلیان و سنگ‌های قیمتی و نیمه‌قیمتی.', [
    node('برلیان', 'jewelry-diamonds'),
    node('سنگ‌های قیمتی', 'jewelry-precious-stones', [
      node('فیروزه', 'jewelry-turquoise'),
      node('یاقوت', 'jewelry-ruby'),
      node('زمرد', 'jewelry-emerald'),
    ]),
  ]),
  top('ساعت', 'jewelry-watches', 'ساعت مچی زنانه و مردانه.', [
    node('ساعت مردانه', 'jewelry-men-watches'),
    node('ساعت زنانه', 'jewelry-women-watches'),
  ]),
];

/** Booth type realEstate: what agencies offer, as Divar groups property. */
const realEstate: SeedCategory[] = [
  top('فروش مسکونی', 're-residential-sale', 'آپارتمان، خانه و ویلا و زمین مسکونی برای فروش.', [
    node('آپارتمان', 're-sale-apartment', [
      node('آپارتمان یک‌خوابه', 're-sale-apartment-1br'),
      node('آپارتمان دوخوابه', 're-sale-apartment-2br'),
      node('آپارتمان سه‌خوابه و بیشتر', 're-sale-apartment-3br'),
    ]),
    node('خانه و ویلا', 're-sale-house', [
      node('خانه ویلایی', 're-sale-villa-house'),
      node('ویلا باغ', 're-sale-garden-villa'),
    ]),
    node('زمین و کلنگی', 're-sale-land', [
      node('زمین مسکونی', 're-sale-residential-land'),
      node('کلنگی', 're-sale-teardown'),
    ]),
  ]),
  top('اجاره مسکونی', 're-residential-rent', 'رهن و اجاره آپارتمان و خانه.', [
    node('آپارتمان', 're-rent-apartment', [
      node('آپارتمان یک‌خوابه', 're-rent-apartment-1br'),
      node('آپارتمان دوخوابه', 're-rent-apartment-2br'),
      node('آپارتمان سه‌خوابه و بیشتر', 're-rent-apartment-3br'),
    ]),
    node('خانه و ویلا', 're-rent-house'),
    node('سوئیت و اتاق', 're-rent-suite'),
  ]),
  top('فروش اداری و تجاری', 're-commercial-sale', 'دفتر کار، مغازه و املاک صنعتی و کشاورزی برای فروش.', [
    node('دفتر کار و اداری', 're-sale-office'),
    node('مغازه و غرفه', 're-sale-shop'),
    node('صنعتی و کشاورزی', 're-sale-industrial', [
      node('سوله و انبار', 're-sale-warehouse'),
      node('باغ و زمین کشاورزی', 're-sale-farmland'),
    ]),
  ]),
  top('اجاره اداری و تجاری', 're-commercial-rent', 'رهن و اجاره دفتر کار، مغازه و انبار.', [
    node('دفتر کار و اداری', 're-rent-office'),
    node('مغازه و غرفه', 're-rent-shop'),
    node('سوله و انبار', 're-rent-warehouse'),
  ]),
  top('اجاره کوتاه‌مدت', 're-short-term-rent', 'ویلا و سوئیت روزانه برای سفر و مراسم.', [
    node('آپارتمان و سوئیت', 're-short-apartment'),
    node('ویلا', 're-short-villa'),
    node('باغ و تالار', 're-short-garden'),
  ]),
  top('پروژه‌های ساختمانی', 're-construction', 'پیش‌فروش و مشارکت در ساخت.', [
    node('پیش‌فروش', 're-presale'),
    node('مشارکت در ساخت', 're-joint-venture'),
  ]),
];

/** Booth type autoExpo: what car showrooms sell. */
const autoExpo: SeedCategory[] = [
  top('خودروی سواری', 'auto-passenger', 'خودروهای سواری نو و کارکرده از نمایشگاه‌های شهر.', [
    node('ایران‌خودرو', 'auto-ikco', [
      node('پژو ۲۰۶', 'auto-peugeot-206'),
      node('پژو پارس', 'auto-peugeot-pars'),
      node('سمند', 'auto-samand'),
      node('دنا', 'auto-dena'),
      node('رانا', 'auto-runna'),
      node('تارا', 'auto-tara'),
    ]),
    node('سایپا', 'auto-saipa', [
      node('پراید', 'auto-pride'),
      node('تیبا', 'auto-tiba'),
      node('ساینا', 'auto-saina'),
      node('کوییک', 'auto-quick'),
      node('شاهین', 'auto-shahin'),
    ]),
    node('خودروهای چینی', 'auto-chinese', [
      node('ام‌وی‌ام', 'auto-mvm'),
      node('چری', 'auto-chery'),
      node('جک', 'auto-jac'),
      node('هاوال', 'auto-haval'),
    ]),
    node('خودروهای خارجی', 'auto-foreign', [
      node('تویوتا', 'auto-toyota'),
      node('هیوندای', 'auto-hyundai'),
      node('کیا', 'auto-kia'),
      node('رنو', 'auto-renault'),
    ]),
  ]),
  top('خودروی تجاری و سنگین', 'auto-commercial', 'وانت، ون، مینی‌بوس و کامیون.', [
    node('وانت', 'auto-pickups', [
      node('نیسان', 'auto-nissan-pickup'),
      node('آریسان', 'auto-arisan'),
      node('کارا', 'auto-kara'),
    ]),
    node('ون و مینی‌بوس', 'auto-vans'),
    node('کامیون و کامیونت', 'auto-trucks'),
  ]),
  top('موتورسیکلت', 'auto-motorcycles', 'موتورسیکلت و اسکوتر نو و کارکرده.', [
    node('موتورسیکلت', 'auto-motorbikes'),
    node('اسکوتر', 'auto-scooters'),
    node('موتور برقی', 'auto-electric-motorbikes'),
  ]),
  top('خودروی کلاسیک', 'auto-classic', 'خودروهای کلاسیک و کلکسیونی.', [
    node('پیکان و خودروهای قدیمی ایرانی', 'auto-classic-iranian'),
    node('کلاسیک خارجی', 'auto-classic-foreign'),
  ]),
  top('قطعات و لوازم یدکی', 'auto-parts', 'قطعات موتوری، لاستیک و رینگ و لوازم جانبی.', [
    node('قطعات موتوری و برقی', 'auto-engine-parts'),
    node('لاستیک و رینگ', 'auto-tires'),
    node('لوازم جانبی و تزئینی', 'auto-accessories'),
  ]),
];

/** Classified ads, as Divar organises them. */
const ads: SeedCategory[] = [
  top('املاک', 'ads-real-estate', 'آگهی‌های خرید، فروش، رهن و اجاره خانه، آپارتمان، مغازه و زمین.', [
    node('فروش مسکونی', 'ads-residential-sale', [
      node('آپارتمان', 'ads-sale-apartment'),
      node('خانه و ویلا', 'ads-sale-house'),
      node('زمین و کلنگی', 'ads-sale-land'),
    ]),
    node('اجاره مسکونی', 'ads-residential-rent', [
      node('آپارتمان', 'ads-rent-apartment'),
      node('خانه و ویلا', 'ads-rent-house'),
    ]),
    node('فروش اداری و تجاری', 'ads-commercial-sale', [
      node('دفتر کار و اداری', 'ads-sale-office'),
      node('مغازه و غرفه', 'ads-sale-shop'),
      node('صنعتی، کشاورزی و تجاری', 'ads-sale-industrial'),
    ]),
    node('اجاره اداری و تجاری', 'ads-commercial-rent', [
      node('دفتر کار و اداری', 'ads-rent-office'),
      node('مغازه و غرفه', 'ads-rent-shop'),
      node('صنعتی، کشاورزی و تجاری', 'ads-rent-industrial'),
    ]),
    node('اجاره کوتاه‌مدت', 'ads-short-term-rent', [
      node('آپارتمان و سوئیت', 'ads-short-apartment'),
      node('ویلا و باغ', 'ads-short-villa'),
    ]),
  ]),
  top('وسایل نقلیه', 'ads-vehicles', 'آگهی‌های خودرو، موتورسیکلت و قطعات یدکی.', [
    node('خودرو', 'ads-cars', [
      node('سواری', 'ads-car-sedan'),
      node('سنگین', 'ads-car-heavy'),
      node('کلاسیک', 'ads-car-classic'),
      node('اجاره‌ای', 'ads-car-rental'),
    ]),
    node('موتورسیکلت', 'ads-motorcycles'),
    node('قطعات یدکی و لوازم جانبی', 'ads-vehicle-parts'),
    node('قایق و سایر وسایل نقلیه', 'ads-boats'),
  ]),
  top('کالای دیجیتال', 'ads-digital', 'آگهی‌های موبایل، تبلت، لپ‌تاپ، کنسول بازی و صوتی و تصویری.', [
    node('موبایل و تبلت', 'ads-mobile-tablet', [
      node('گوشی موبایل', 'ads-mobile-phone'),
      node('تبلت', 'ads-tablet'),
      node('لوازم جانبی موبایل و تبلت', 'ads-mobile-accessories'),
      node('سیم‌کارت', 'ads-sim-card'),
    ]),
    node('رایانه', 'ads-computer', [
      node('لپ‌تاپ', 'ads-laptop'),
      node('رایانه رومیزی', 'ads-desktop'),
      node('قطعات و لوازم جانبی', 'ads-computer-parts'),
      node('مودم و تجهیزات شبکه', 'ads-network'),
      node('پرینتر، اسکنر و فکس', 'ads-printer'),
    ]),
    node('کنسول، بازی ویدئویی و آنلاین', 'ads-game-console'),
    node('صوتی و تصویری', 'ads-audio-video', [
      node('تلویزیون و پروژکتور', 'ads-tv'),
      node('دوربین عکاسی و فیلم‌برداری', 'ads-camera'),
      node('سیستم صوتی خانگی', 'ads-home-audio'),
    ]),
  ]),
  top('خانه و آشپزخانه', 'ads-home-kitchen', 'آگهی‌های لوازم خانگی، مبلمان، فرش و ظروف.', [
    node('لوازم خانگی برقی', 'ads-appliances', [
      node('یخچال و فریزر', 'ads-fridges'),
      node('ماشین لباسشویی و ظرفشویی', 'ads-washing-machines'),
      node('جاروبرقی و نظافت', 'ads-vacuum-cleaners'),
      node('اجاق گاز و لوازم پخت‌وپز', 'ads-stoves'),
    ]),
    node('مبلمان و صنایع چوب', 'ads-furniture', [
      node('مبل و صندلی', 'ads-sofas'),
      node('میز', 'ads-tables'),
      node('تخت و سرویس خواب', 'ads-beds'),
      node('کمد و بوفه', 'ads-cabinets'),
    ]),
    node('فرش، گلیم و موکت', 'ads-carpets'),
    node('ظروف و لوازم آشپزخانه', 'ads-kitchenware'),
    node('سرمایش و گرمایش', 'ads-heating-cooling', [
      node('کولر آبی و گازی', 'ads-air-conditioners'),
      node('بخاری و شومینه', 'ads-heaters'),
      node('پکیج و آبگرمکن', 'ads-water-heaters'),
    ]),
  ]),
  top('خدمات', 'ads-services', 'آگهی‌های خدمات خودرو، حمل‌ونقل، آموزش، پذیرایی و نظافت.', [
    node('موتور و ماشین', 'ads-car-services'),
    node('حمل‌ونقل', 'ads-transport', [
      node('باربری و اسباب‌کشی', 'ads-moving'),
      node('پیک و ارسال بار', 'ads-courier'),
    ]),
    node('آموزشی', 'ads-education', [
      node('زبان خارجی', 'ads-language-classes'),
      node('کنکور و دروس مدرسه', 'ads-school-tutoring'),
      node('هنر و موسیقی', 'ads-art-music-classes'),
    ]),
    node('پذیرایی و مراسم', 'ads-catering'),
    node('نظافت', 'ads-cleaning'),
    node('رایانه‌ای و موبایل', 'ads-it-services'),
  ]),
  top('وسایل شخصی', 'ads-personal', 'آگهی‌های کیف، کفش، لباس، ساعت و زیورآلات.', [
    node('کیف، کفش و لباس', 'ads-clothing', [node('لباس', 'ads-clothes'), node('کیف، کفش و کمربند', 'ads-bags-shoes')]),
    node('زیورآلات و اکسسوری', 'ads-accessories'),
    node('ساعت', 'ads-watches'),
    node('لوازم کودک و نوزاد', 'ads-baby-items'),
    node('آرایشی، بهداشتی و درمانی', 'ads-beauty'),
  ]),
  top('سرگرمی و فراغت', 'ads-leisure', 'آگهی‌های بلیت، ورزش، حیوانات، کتاب و موسیقی.', [
    node('بلیت', 'ads-tickets', [
      node('کنسرت', 'ads-concert-tickets'),
      node('تئاتر و سینما', 'ads-theater-tickets'),
      node('ورزشی', 'ads-sport-tickets'),
    ]),
    node('ورزش و تناسب اندام', 'ads-sport'),
    node('حیوانات', 'ads-pets', [
      node('گربه', 'ads-cats'),
      node('سگ', 'ads-dogs'),
      node('پرنده', 'ads-birds'),
      node('ماهی و آکواریوم', 'ads-fish'),
    ]),
    node('کتاب و مجله', 'ads-books'),
    node('آلات موسیقی', 'ads-musical-instruments'),
    node('اسباب‌بازی', 'ads-toys'),
  ]),
  top('تجهیزات و صنعتی', 'ads-industrial', 'آگهی‌های ماشین‌آلات، تجهیزات مغازه و عمده‌فروشی.', [
    node('ماشین‌آلات صنعتی', 'ads-machinery'),
    node('تجهیزات کسب‌وکار', 'ads-business-equipment'),
    node('عمده‌فروشی', 'ads-wholesale'),
  ]),
];

/** City advertising: the kinds of business that advertise to the city. */
const advertise: SeedCategory[] = [
  top('رستوران و کافه', 'adv-food', 'تبلیغ رستوران‌ها، کافه‌ها و قنادی‌های شهر.', [
    node('رستوران', 'adv-restaurants', [
      node('رستوران سنتی', 'adv-traditional-restaurants'),
      node('فست‌فود', 'adv-fast-food'),
      node('کبابی و جگرکی', 'adv-kebab'),
    ]),
    node('کافه و قنادی', 'adv-cafes'),
    node('کترینگ و غذای خانگی', 'adv-catering'),
  ]),
  top('فروشگاه‌ها', 'adv-stores', 'تخفیف‌ها و حراج‌های فروشگاه‌های شهر.', [
    node('پوشاک و کیف و کفش', 'adv-clothing-stores'),
    node('لوازم خانگی و دیجیتال', 'adv-electronics-stores'),
    node('سوپرمارکت و هایپرمارکت', 'adv-supermarkets'),
  ]),
  top('زیبایی و آرایش', 'adv-beauty', 'سالن‌های زیبایی و آرایشگاه‌های شهر.', [
    node('آرایشگاه زنانه', 'adv-women-salons'),
    node('آرایشگاه مردانه', 'adv-barbers'),
    node('کلینیک زیبایی', 'adv-beauty-clinics'),
  ]),
  top('آموزش', 'adv-education', 'آموزشگاه‌ها و کلاس‌های شهر.', [
    node('آموزشگاه زبان', 'adv-language-schools'),
    node('کنکور و تحصیلی', 'adv-tutoring-centers'),
    node('فنی و حرفه‌ای', 'adv-vocational'),
    node('هنر و موسیقی', 'adv-art-schools'),
  ]),
  top('ورزش و تفریح', 'adv-sport-leisure', 'باشگاه‌ها، استخرها و مراکز تفریحی.', [
    node('باشگاه ورزشی', 'adv-gyms'),
    node('استخر', 'adv-pools'),
    node('شهربازی و مراکز تفریحی', 'adv-amusement'),
  ]),
  top('خدمات خودرو', 'adv-car-services', 'کارواش، تعمیرگاه و تعویض روغنی.', [
    node('کارواش', 'adv-car-wash'),
    node('تعمیرگاه', 'adv-car-repair'),
    node('تعویض روغنی', 'adv-oil-change'),
  ]),
  top('سلامت و درمان', 'adv-health', 'داروخانه‌ها، آزمایشگاه‌ها و مراکز درمانی.', [
    node('داروخانه', 'adv-pharmacies'),
    node('آزمایشگاه و تصویربرداری', 'adv-labs'),
    node('عینک‌سازی', 'adv-opticians'),
  ]),
  top('گردشگری و اقامت', 'adv-tourism', 'هتل‌ها، اقامتگاه‌ها و آژانس‌های مسافرتی.', [
    node('هتل و اقامتگاه', 'adv-hotels'),
    node('آژانس مسافرتی', 'adv-travel-agencies'),
  ]),
];

/** Experts (skilled trades and services at home), as the Iranian service marketplaces list them. */
const expert: SeedCategory[] = [
  top('تعمیرات ساختمان', 'expert-building', 'لوله‌کش، برق‌کار، نقاش، کاشی‌کار و نجار.', [
    node('لوله‌کشی', 'expert-plumbing', [
      node('لوله‌کشی آب', 'expert-water-pipes'),
      node('لوله‌کشی گاز', 'expert-gas-pipes'),
      node('لوله‌بازکنی و تخلیه چاه', 'expert-drain-cleaning'),
    ]),
    node('برق‌کاری', 'expert-electrical', [
      node('سیم‌کشی ساختمان', 'expert-wiring'),
      node('نصب لوستر و روشنایی', 'expert-lighting-install'),
      node('آیفون و دوربین مداربسته', 'expert-cctv'),
    ]),
    node('نقاشی و کاغذدیواری', 'expert-painting'),
    node('کاشی و سرامیک', 'expert-tiling'),
    node('کابینت و نجاری', 'expert-carpentry'),
  ]),
  top('تعمیر لوازم خانگی', 'expert-appliance-repair', 'تعمیر یخچال، لباسشویی، کولر و پکیج.', [
    node('یخچال و فریزر', 'expert-fridge-repair'),
    node('لباسشویی و ظرفشویی', 'expert-washer-repair'),
    node('سرمایش و گرمایش', 'expert-hvac', [
      node('کولر گازی', 'expert-split-ac'),
      node('کولر آبی', 'expert-evaporative-cooler'),
      node('پکیج و آبگرمکن', 'expert-boiler'),
    ]),
  ]),
  top('نظافت', 'expert-cleaning', 'نظافت منزل و اداره، قالیشویی و مبل‌شویی.', [
    node('نظافت منزل', 'expert-home-cleaning'),
    node('نظافت اداری', 'expert-office-cleaning'),
    node('قالیشویی و مبل‌شویی', 'expert-carpet-cleaning'),
  ]),
  top('حمل‌ونقل و اسباب‌کشی', 'expert-moving', 'اسباب‌کشی، باربری و بسته‌بندی.', [
    node('اسباب‌کشی درون‌شهری', 'expert-local-moving'),
    node('باربری بین‌شهری', 'expert-intercity-moving'),
  ]),
  top('دیجیتال و فناوری', 'expert-tech', 'تعمیر موبایل و رایانه، شبکه و طراحی سایت.', [
    node('تعمیر موبایل', 'expert-phone-repair'),
    node('تعمیر رایانه و لپ‌تاپ', 'expert-computer-repair'),
    node('شبکه و دوربین', 'expert-networking'),
    node('طراحی سایت و نرم‌افزار', 'expert-web-design'),
  ]),
  top('آموزش و تدریس', 'expert-tutoring', 'معلم خصوصی دروس، زبان و موسیقی.', [
    node('دروس مدرسه و کنکور', 'expert-school-tutors'),
    node('زبان خارجی', 'expert-language-tutors'),
    node('موسیقی', 'expert-music-teachers'),
  ]),
  top('مراقبت و پرستاری', 'expert-care', 'پرستار کودک و سالمند در منزل.', [
    node('پرستار کودک', 'expert-babysitters'),
    node('پرستار سالمند', 'expert-elderly-care'),
    node('پرستار بیمار در منزل', 'expert-home-nursing'),
  ]),
];

/** Jobs, grouped as Iranian job boards group them. */
const work: SeedCategory[] = [
  top('اداری و مدیریت', 'work-office', 'فرصت‌های شغلی منشی، کارمند اداری و مدیر.', [
    node('منشی و مسئول دفتر', 'work-secretary'),
    node('کارمند اداری', 'work-clerk'),
    node('مدیر و سرپرست', 'work-manager'),
  ]),
  top('مالی و حسابداری', 'work-finance', 'فرصت‌های شغلی حسابدار، حسابرس و صندوقدار.', [
    node('حسابدار', 'work-accountant'),
    node('حسابرس', 'work-auditor'),
    node('صندوقدار', 'work-cashier'),
  ]),
  top('فناوری اطلاعات', 'work-it', 'فرصت‌های شغلی برنامه‌نویسی، شبکه و طراحی.', [
    node('برنامه‌نویسی', 'work-programming', [
      node('برنامه‌نویس وب', 'work-web-developer'),
      node('برنامه‌نویس موبایل', 'work-mobile-developer'),
      node('برنامه‌نویس بک‌اند', 'work-backend-developer'),
    ]),
    node('شبکه و پشتیبانی', 'work-it-support'),
    node('طراحی گرافیک و رابط کاربری', 'work-designer'),
  ]),
  top('فروش و بازاریابی', 'work-sales', 'فروشنده، بازاریاب و کارشناس فروش.', [
    node('فروشنده فروشگاه', 'work-shop-assistant'),
    node('بازاریاب و ویزیتور', 'work-marketer'),
    node('کارشناس دیجیتال مارکتینگ', 'work-digital-marketing'),
  ]),
  top('رستوران و هتلداری', 'work-hospitality', 'آشپز، گارسون، باریستا و پذیرش هتل.', [
    node('آشپز و کمک‌آشپز', 'work-cook'),
    node('گارسون و باریستا', 'work-waiter'),
    node('پذیرش هتل', 'work-hotel-reception'),
  ]),
  top('صنعتی و فنی', 'work-industrial', 'کارگر، تکنسین و استادکار.', [
    node('کارگر ساده و تولید', 'work-labourer'),
    node('تکنسین و تعمیرکار', 'work-technician'),
    node('جوشکار و تراشکار', 'work-welder'),
  ]),
  top('حمل‌ونقل', 'work-transport', 'راننده، پیک و انباردار.', [
    node('راننده', 'work-driver'),
    node('پیک موتوری', 'work-courier'),
    node('انباردار', 'work-warehouse'),
  ]),
  top('آموزش', 'work-education', 'معلم و مربی.', [
    node('معلم', 'work-teacher'),
    node('مربی مهد کودک', 'work-kindergarten'),
  ]),
  top('درمانی و بهداشتی', 'work-health', 'پرستار، منشی مطب و دستیار دندانپزشک.', [
    node('پرستار و بهیار', 'work-nurse'),
    node('منشی مطب', 'work-clinic-secretary'),
    node('دستیار دندانپزشک', 'work-dental-assistant'),
  ]),
];

/** Medical specialties (clinics and doctors), as Paziresh24 lists them. */
const clinic: SeedCategory[] = [
  top('پزشکان متخصص', 'clinic-specialists', 'نوبت و مشاوره با پزشکان متخصص و فوق‌تخصص شهر.', [
    node('قلب و عروق', 'clinic-cardiology', [
      node('اکوکاردیوگرافی', 'clinic-echocardiography'),
      node('آنژیوگرافی و آنژیوپلاستی', 'clinic-angiography'),
      node('آریتمی و الکتروفیزیولوژی', 'clinic-arrhythmia'),
    ]),
    node('داخلی', 'clinic-internal-medicine', [
      node('گوارش و کبد', 'clinic-gastroenterology'),
      node('غدد و متابولیسم', 'clinic-endocrinology'),
      node('کلیه', 'clinic-nephrology'),
      node('ریه', 'clinic-pulmonology'),
      node('روماتولوژی', 'clinic-rheumatology'),
    ]),
    node('کودکان و نوزادان', 'clinic-pediatrics', [
      node('نوزادان', 'clinic-neonatology'),
      node('عفونی کودکان', 'clinic-pediatric-infectious'),
    ]),
    node('زنان، زایمان و نازایی', 'clinic-gynecology', [
      node('بارداری و زایمان', 'clinic-obstetrics'),
      node('نازایی و آی‌وی‌اف', 'clinic-infertility'),
    ]),
    node('پوست، مو و زیبایی', 'clinic-dermatology'),
    node('ارتوپدی', 'clinic-orthopedics'),
    node('مغز و اعصاب', 'clinic-neurology'),
    node('چشم‌پزشکی', 'clinic-ophthalmology'),
    node('گوش، حلق و بینی', 'clinic-ent'),
    node('اعصاب و روان', 'clinic-psychiatry'),
    node('کلیه و مجاری ادراری', 'clinic-urology'),
  ]),
  top('پزشک عمومی', 'clinic-general-practice', 'پزشک عمومی و پزشک خانواده.', [
    node('پزشک عمومی', 'clinic-gp'),
    node('پزشک خانواده', 'clinic-family-physician'),
  ]),
  top('دندانپزشکی', 'clinic-dentistry', 'دندانپزشک عمومی، ارتودنسی و ایمپلنت.', [
    node('دندانپزشک عمومی', 'clinic-general-dentist'),
    node('ارتودنسی', 'clinic-orthodontics'),
    node('ایمپلنت و جراحی دهان', 'clinic-implants'),
    node('دندانپزشکی کودکان', 'clinic-pediatric-dentistry'),
  ]),
  top('روانشناسی و مشاوره', 'clinic-psychology', 'روانشناس بالینی، مشاور خانواده و کودک.', [
    node('روانشناس بالینی', 'clinic-clinical-psychologist'),
    node('مشاوره خانواده و ازدواج', 'clinic-family-counselling'),
    node('روانشناس کودک', 'clinic-child-psychologist'),
  ]),
  top('تغذیه و رژیم درمانی', 'clinic-nutrition', 'متخصص تغذیه و رژیم درمانی.', [
    node('کاهش و افزایش وزن', 'clinic-weight'),
    node('تغذیه ورزشی', 'clinic-sport-nutrition'),
  ]),
  top('توانبخشی', 'clinic-rehabilitation', 'فیزیوتراپی، گفتاردرمانی و کاردرمانی.', [
    node('فیزیوتراپی', 'clinic-physiotherapy'),
    node('گفتاردرمانی', 'clinic-speech-therapy'),
    node('کاردرمانی', 'clinic-occupational-therapy'),
  ]),
  top('جراحی', 'clinic-surgery', 'جراحان عمومی، زیبایی و مغز و اعصاب.', [
    node('جراحی عمومی', 'clinic-general-surgery'),
    node('جراحی پلاستیک و زیبایی', 'clinic-plastic-surgery'),
    node('جراحی مغز و اعصاب', 'clinic-neurosurgery'),
  ]),
];

/** Legal specialties (lawyers), as Iranian legal-advice sites list them. */
const lawyer: SeedCategory[] = [
  top('حقوقی', 'lawyer-civil', 'دعاوی خانواده، ملکی، قراردادها، ارث و مطالبه وجه.', [
    node('خانواده', 'lawyer-family', [
      node('طلاق', 'lawyer-divorce'),
      node('مهریه', 'lawyer-mahr'),
      node('حضانت فرزند', 'lawyer-custody'),
      node('نفقه', 'lawyer-alimony'),
      node('ازدواج و ثبت', 'lawyer-marriage'),
    ]),
    node('ملکی', 'lawyer-property', [
      node('الزام به تنظیم سند', 'lawyer-title-deed'),
      node('خلع ید و تخلیه', 'lawyer-eviction'),
      node('اجاره و رهن', 'lawyer-lease'),
    ]),
    node('قراردادها', 'lawyer-contracts', [
      node('تنظیم قرارداد', 'lawyer-contract-drafting'),
      node('فسخ و ابطال قرارداد', 'lawyer-contract-termination'),
    ]),
    node('ارث و وصیت', 'lawyer-inheritance', [
      node('انحصار وراثت', 'lawyer-heirship'),
      node('تقسیم ترکه', 'lawyer-estate-division'),
      node('وصیت‌نامه', 'lawyer-will'),
    ]),
    node('چک و مطالبه وجه', 'lawyer-debt', [
      node('چک برگشتی', 'lawyer-bounced-cheque'),
      node('سفته و برات', 'lawyer-promissory-note'),
    ]),
  ]),
  top('کیفری', 'lawyer-criminal', 'دفاع در پرونده‌های کیفری و شکایت.', [
    node('کلاهبرداری و جرائم مالی', 'lawyer-fraud'),
    node('جرائم رایانه‌ای', 'lawyer-cybercrime'),
    node('ضرب و جرح و دیه', 'lawyer-assault'),
    node('مواد مخدر', 'lawyer-narcotics'),
    node('توهین و افترا', 'lawyer-defamation'),
  ]),
  top('تجاری', 'lawyer-commercial', 'ثبت شرکت، دعاوی تجاری و ورشکستگی.', [
    node('ثبت شرکت و برند', 'lawyer-company-registration'),
    node('دعاوی تجاری', 'lawyer-commercial-disputes'),
    node('ورشکستگی', 'lawyer-bankruptcy'),
  ]),
  top('کار و تأمین اجتماعی', 'lawyer-labor', 'حقوق کارگر و کارفرما و بیمه.', [
    node('شکایت کارگر و کارفرما', 'lawyer-employment'),
    node('بیمه و تأمین اجتماعی', 'lawyer-social-security'),
  ]),
  top('اداری و مالیاتی', 'lawyer-administrative', 'دیوان عدالت اداری، مالیات و شهرداری.', [
    node('دیوان عدالت اداری', 'lawyer-administrative-court'),
    node('مالیات', 'lawyer-tax'),
    node('شهرداری و کمیسیون ماده ۱۰۰', 'lawyer-municipality'),
  ]),
  top('ثبتی و اسناد', 'lawyer-registration', 'امور ثبتی، سند و اجرای اسناد رسمی.', [
    node('سند و امور ثبتی', 'lawyer-deeds'),
    node('اجرای اسناد رسمی', 'lawyer-enforcement'),
  ]),
  top('پزشکی', 'lawyer-medical', 'قصور پزشکی و حقوق بیماران.', [
    node('قصور پزشکی', 'lawyer-malpractice'),
    node('حقوق بیمار', 'lawyer-patient-rights'),
  ]),
  top('بین‌الملل و مهاجرت', 'lawyer-international', 'امور مهاجرت، تابعیت و قراردادهای بین‌المللی.', [
    node('مهاجرت و اقامت', 'lawyer-immigration'),
    node('تابعیت', 'lawyer-citizenship'),
  ]),
];

/** Ticket topics: a ticket names a sub category of these (spec: general_sub_category_id). */
const support: SeedCategory[] = [
  top('حساب کاربری', 'support-account', 'ورود، پروفایل و احراز هویت.', [
    node('ورود و ثبت‌نام', 'support-login'),
    node('احراز هویت و مدارک', 'support-identity', [node('رد مدرک', 'support-document-rejected')]),
  ]),
  top('آگهی‌ها', 'support-listings', 'ثبت، بررسی و نمایش آگهی‌ها.', [
    node('ثبت و ویرایش آگهی', 'support-listing-post'),
    node('تأیید یا رد آگهی', 'support-listing-review'),
  ]),
  top('پرداخت و کیف پول', 'support-payments', 'پرداخت‌ها، شارژ کیف پول و تسویه.', [
    node('پرداخت ناموفق', 'support-payment-failed'),
    node('کیف پول و تسویه', 'support-wallet'),
  ]),
  top('سفارش‌ها و غرفه‌ها', 'support-orders', 'خرید از غرفه‌ها، ارسال و بازگشت کالا.', [
    node('پیگیری سفارش', 'support-order-tracking'),
    node('غرفه من', 'support-my-booth'),
  ]),
  top('سایر موارد', 'support-other', 'پیشنهادها، انتقادها و دیگر پرسش‌ها.', [
    node('پیشنهاد و انتقاد', 'support-feedback'),
    node('سایر پرسش‌ها', 'support-other-questions'),
  ]),
];

/** The starter tree of every category type, in display order. */
export const CATEGORY_TREES: Record<CategoryType, readonly SeedCategory[]> = {
  shop,
  jewelry,
  realEstate,
  autoExpo,
  ads,
  advertise,
  expert,
  work,
  clinic,
  lawyer,
  support,
};

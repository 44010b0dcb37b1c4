import type { Label, Locale } from './locale.ts';

/**
 * Messages for invalid input, keyed so that zod schemas can name them (`z.string().min(1, 'mobileRequired')`) and
 * the API answers each field in the request's locale. The spec's section 5 messages are here word for word.
 */
export const VALIDATION_MESSAGES = {
  invalid: { fa: 'مقدار وارد شده معتبر نیست.', en: 'This value is not valid.' },
  required: { fa: 'این فیلد الزامی است.', en: 'This field is required.' },
  emailAndPasswordRequired: { fa: 'ایمیل و رمز عبور الزامی است.', en: 'Email and password are required.' },
  emailRequired: { fa: 'ایمیل الزامی است.', en: 'Email is required.' },
  emailInvalid: { fa: 'ایمیل معتبر نیست.', en: 'The email address is not valid.' },
  emailTaken: { fa: 'این ایمیل برای حساب دیگری ثبت شده است.', en: 'This e-mail belongs to another account.' },
  mobileTaken: {
    fa: 'این شماره موبایل برای حساب دیگری ثبت شده است.',
    en: 'This mobile number belongs to another account.',
  },
  passwordRequired: { fa: 'رمز عبور الزامی است.', en: 'Password is required.' },
  passwordTooShort: { fa: 'رمز عبور باید دست‌کم ۸ نویسه باشد.', en: 'The password must be at least 8 characters.' },
  passwordsDoNotMatch: { fa: 'رمزهای عبور یکسان نیستند.', en: 'Passwords do not match.' },
  captchaRequired: { fa: 'کد امنیتی الزامی است.', en: 'Captcha code is required.' },
  captchaWrong: { fa: 'کد امنیتی اشتباه است یا منقضی شده است.', en: 'The captcha code is wrong or has expired.' },
  mobileRequired: { fa: 'شماره موبایل الزامی است.', en: 'Mobile number is required.' },
  mobileInvalid: { fa: 'شماره موبایل معتبر نیست.', en: 'The mobile number is not valid.' },
  mobileAndCodeRequired: { fa: 'شماره موبایل و کد الزامی است.', en: 'Mobile number and code are required.' },
  codeWrong: { fa: 'کد وارد شده اشتباه است یا منقضی شده است.', en: 'The code is wrong or has expired.' },
  nameRequired: { fa: 'نام الزامی است.', en: 'Name is required.' },
  tooLong: { fa: 'متن وارد شده بیش از حد طولانی است.', en: 'The text is too long.' },
  nationalCodeInvalid: { fa: 'کد ملی معتبر نیست.', en: 'The national code is not valid.' },
  cardNumberInvalid: { fa: 'شماره کارت معتبر نیست.', en: 'The card number is not valid.' },
  shabaInvalid: { fa: 'شماره شبا معتبر نیست.', en: 'The SHABA number is not valid.' },
  titleRequired: { fa: 'عنوان الزامی است.', en: 'Title is required.' },
  commentEmpty: { fa: 'متن نظر یا امتیاز را وارد کنید.', en: 'Write a comment or give a score.' },
  scoreInvalid: { fa: 'امتیاز باید عددی از ۱ تا ۵ باشد.', en: 'The score must be a whole number from 1 to 5.' },
  tooMany: { fa: 'تعداد موارد بیش از حد مجاز است.', en: 'Too many items.' },
  trackingNumberInvalid: {
    fa: 'شماره پیگیری باید ۴ تا ۴۰ رقم یا حرف لاتین باشد.',
    en: 'The tracking number must be 4 to 40 digits or latin letters.',
  },
  withdrawalNotWhole: {
    fa: 'مبلغ برداشت باید عددی صحیح به تومان باشد.',
    en: 'The amount must be a whole number of toman.',
  },
  withdrawalTooSmall: { fa: 'کمترین مبلغ برداشت ۱۰٬۰۰۰ تومان است.', en: 'The least you may withdraw is 10,000 toman.' },
  withdrawalAboveAvailable: {
    fa: 'این مبلغ از موجودی قابل برداشت شما (موجودی کیف پول منهای درخواست‌های در انتظار) بیشتر است.',
    en: 'This is more than you may withdraw (your wallet balance less your pending requests).',
  },
  paidOnInvalid: {
    fa: 'تاریخ پرداخت را به شکل ۱۴۰۳/۰۵/۱۲ وارد کنید.',
    en: 'Enter the day you paid as year/month/day, e.g. 1403/05/12.',
  },
  paidOnFuture: { fa: 'تاریخ پرداخت نمی‌تواند بعد از امروز باشد.', en: 'The day you paid cannot be after today.' },
  paidOnTooOld: {
    fa: 'تاریخ پرداخت بیش از یک سال پیش است؛ تاریخ را بررسی کنید.',
    en: 'The day you paid is more than a year ago; check the date.',
  },
  payerNotFound: { fa: 'کاربری با این شناسه پیدا نشد.', en: 'No user has this id.' },
  itemNotPayers: {
    fa: 'این آگهی پیدا نشد یا متعلق به کاربر پرداخت‌کننده نیست.',
    en: 'This listing was not found or does not belong to the payer.',
  },
  boothNameInvalid: {
    fa: 'نام غرفه باید ۳ تا ۴۰ حرف لاتین کوچک، رقم یا خط تیره باشد و با حرف شروع شود (مثل my-shop).',
    en: 'The booth name must be 3 to 40 lower-case Latin letters, digits or hyphens, starting with a letter (e.g. my-shop).',
  },
  boothNameReserved: {
    fa: 'این نام رزرو شده است؛ نام دیگری انتخاب کنید.',
    en: 'This name is reserved; choose another.',
  },
  boothNameTaken: { fa: 'این نام غرفه قبلاً ثبت شده است.', en: 'This booth name is already taken.' },
  userNameRequired: { fa: 'نام و نام خانوادگی الزامی است.', en: 'Your full name is required.' },
  nationalCodeRequired: { fa: 'کد ملی الزامی است.', en: 'The national code is required.' },
  priceInvalid: {
    fa: 'قیمت باید عددی صحیح و نامنفی به تومان باشد.',
    en: 'The price must be a whole, non-negative number of toman.',
  },
  countInvalid: { fa: 'موجودی باید عددی صحیح و نامنفی باشد.', en: 'The stock must be a whole, non-negative number.' },
  discountInvalid: {
    fa: 'تخفیف باید درصدی بین ۰ تا ۱۰۰ باشد.',
    en: 'The discount must be a percentage from 0 to 100.',
  },
  variantUnknown: {
    fa: 'این تنوع قیمت متعلق به این محصول نیست.',
    en: 'This pricing variant is not one of this product.',
  },
  rewardNegative: {
    fa: 'مبلغ پاداش باید عددی صحیح و صفر یا بیشتر (به تومان) باشد.',
    en: 'The reward must be a whole number of toman, 0 or more.',
  },
  numberRewardNegative: {
    fa: 'تعداد پاداش‌گیرندگان باید عددی صحیح و صفر یا بیشتر باشد.',
    en: 'The number of rewarded viewers must be a whole number, 0 or more.',
  },
  rewardTooLarge: { fa: 'مبلغ پاداش بیش از حد مجاز است.', en: 'The reward is larger than allowed.' },
  websiteInvalid: {
    fa: 'نشانی وب‌سایت را کامل و با http:// یا https:// وارد کنید.',
    en: 'Enter the full website address, starting with http:// or https://.',
  },
  phoneInvalid: { fa: 'شماره تلفن معتبر نیست.', en: 'The phone number is not valid.' },
} as const satisfies Record<string, Label>;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Whether a text is a key of the validation messages (rather than already-worded text). */
export function isValidationKey(value: string | undefined): value is ValidationMessageKey {
  return value !== undefined && Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** The message for a zod issue message: a known key in the locale, anything else (zod's own English) generic. */
export function validationMessage(keyOrText: string | undefined, locale: Locale): string {
  const label = (VALIDATION_MESSAGES as Record<string, Label>)[keyOrText ?? ''];
  return (label ?? VALIDATION_MESSAGES.invalid)[locale];
}

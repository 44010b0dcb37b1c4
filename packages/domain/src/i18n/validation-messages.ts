import type { Label, Locale } from './locale.ts';

/**
 * Messages for invalid input, keyed so that zod schemas can name them (`z.string().min(1, 'mobileRequired')`) and
 * the API answers each field in the request's locale. The spec's section 5 messages are here word for word.
 */
export const VALIDATION_MESSAGES = {
  invalid: { fa: 'مقدار وارد شده معتبر نیست.', en: 'This value is not valid.' },
  required: { fa: 'این فیلد الزامی است.', en: 'This field is required.' },
  cursorInvalid: {
    fa: 'ادامهٔ این فهرست پیدا نشد؛ فهرست را از ابتدا باز کنید.',
    en: 'This list cannot be continued from here; open it again from the start.',
  },
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
  powRequired: {
    fa: 'از این شبکه یا مرورگر کدهای زیادی خواسته شده است؛ پیش از فرستادن کد، یک بررسی امنیتی چندثانیه‌ای لازم است.',
    en: 'Many codes were asked for from this network or browser: a security check of a few seconds comes first.',
  },
  powWrong: {
    fa: 'بررسی امنیتی پذیرفته نشد یا منقضی شده است؛ دوباره دکمه را بزنید.',
    en: 'The security check was not accepted or has expired; press the button again.',
  },
  mobileRequired: { fa: 'شماره موبایل الزامی است.', en: 'Mobile number is required.' },
  mobileInvalid: { fa: 'شماره موبایل معتبر نیست.', en: 'The mobile number is not valid.' },
  mobileAndCodeRequired: { fa: 'شماره موبایل و کد الزامی است.', en: 'Mobile number and code are required.' },
  codeWrong: { fa: 'کد وارد شده اشتباه است یا منقضی شده است.', en: 'The code is wrong or has expired.' },
  nameRequired: { fa: 'نام الزامی است.', en: 'Name is required.' },
  tooLong: { fa: 'متن وارد شده بیش از حد طولانی است.', en: 'The text is too long.' },
  nationalCodeInvalid: { fa: 'کد ملی معتبر نیست.', en: 'The national code is not valid.' },
  cardNumberInvalid: { fa: 'شماره کارت معتبر نیست.', en: 'The card number is not valid.' },
  shabaInvalid: { fa: 'شماره شبا معتبر نیست.', en: 'The SHABA number is not valid.' },
  postalCodeInvalid: {
    fa: 'کد پستی باید ۱۰ رقم باشد (بدون صفر در آغاز).',
    en: 'The postal code must be 10 digits (not starting with 0).',
  },
  cityNotInState: { fa: 'این شهر در استان انتخاب‌شده نیست.', en: 'This city is not in the chosen province.' },
  addressBookFull: {
    fa: 'دفترچهٔ آدرس پر است؛ یکی از آدرس‌ها را حذف کنید.',
    en: 'The address book is full; delete an address first.',
  },
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
  secretaryNotFound: {
    fa: 'کاربری با این شماره موبایل در شهربازار نیست؛ منشی نخست با همین شماره وارد سایت شود.',
    en: 'No one has signed up with this mobile number; the secretary signs in with it first.',
  },
  secretaryIsOwner: {
    fa: 'شما صاحب این نوبت‌دهی هستید و منشی آن نمی‌شوید.',
    en: 'You own this book; you cannot be its secretary.',
  },
  secretaryAlready: {
    fa: 'این شخص هم‌اکنون منشی همین نوبت‌دهی است.',
    en: 'This person is already a secretary of this book.',
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
  slugInvalid: {
    fa: 'نامک فقط حرف، رقم و خط تیره (-) میان آن‌ها می‌پذیرد.',
    en: 'The slug takes only letters, digits and single hyphens (-) between them.',
  },
  slugTaken: { fa: 'این نامک پیش‌تر استفاده شده است.', en: 'This slug is already taken.' },
  fieldNotOfType: {
    fa: 'این ویژگی از آنِ نوع دیگری از نوشته است.',
    en: 'This field belongs to another type of post.',
  },
  linkInvalid: {
    fa: 'نشانی پیوند باید با http:// یا https:// یا / آغاز شود.',
    en: 'A link address must start with http://, https:// or /.',
  },
  medicalSystemNumberInvalid: {
    fa: 'شماره نظام پزشکی باید ۳ تا ۷ رقم باشد (فقط عدد، مثل ۱۲۳۴۵۶).',
    en: 'The medical council number must be 3 to 7 digits (digits only, e.g. 123456).',
  },
  visitDurationInvalid: {
    fa: 'مدت هر نوبت باید عددی صحیح از ۱ تا ۲۴۰ دقیقه باشد.',
    en: 'The length of each appointment must be a whole number of minutes from 1 to 240.',
  },
  tariffDiscountInvalid: {
    fa: 'تخفیف باید مبلغی صحیح به تومان، از ۰ تا خود قیمت باشد.',
    en: 'The discount must be a whole number of toman from 0 up to the price.',
  },
  // The appointment book (issue 18).
  workingHoursInvalid: {
    fa: 'ساعت کاری باید به شکل ۰۹:۰۰ باشد و پایانش پس از آغازش.',
    en: 'Working hours are written 09:00 and must end after they start.',
  },
  workingHoursOverlap: {
    fa: 'ساعت‌های کاری یک روز با هم هم‌پوشانی دارند.',
    en: 'Two working periods of the same day overlap.',
  },
  jalaliDateInvalid: { fa: 'تاریخ شمسی معتبر نیست.', en: 'The Jalali date is not valid.' },
  slotInPast: { fa: 'زمان این نوبت گذشته است.', en: 'This slot is in the past.' },
  slotOutsideHours: { fa: 'این زمان در ساعت‌های کاری نیست.', en: 'This time is outside the working hours.' },
  percentInvalid: { fa: 'درصد باید عددی از ۰ تا ۱۰۰ باشد.', en: 'The percent must be a whole number from 0 to 100.' },
  // Lawyers and their questions (issue 19).
  licenseNumberInvalid: {
    fa: 'شماره پروانه وکالت باید ۳ تا ۱۰ رقم باشد (فقط عدد، مثل ۱۲۳۴۵).',
    en: 'The bar licence number must be 3 to 10 digits (digits only, e.g. 12345).',
  },
  licenseExpired: {
    fa: 'پروانه وکالت شما منقضی شده است؛ با پروانه معتبر ثبت‌نام کنید.',
    en: 'Your bar licence has expired; register with a valid licence.',
  },
  licenseExpiryRequired: {
    fa: 'تاریخ پایان اعتبار پروانه الزامی است.',
    en: "The licence's expiry date is required.",
  },
  licenseExpiryBeforeIssue: {
    fa: 'تاریخ پایان اعتبار پروانه باید پس از تاریخ صدور باشد.',
    en: "The licence's expiry date must come after its issue date.",
  },
  socialHandleInvalid: {
    fa: 'نام کاربری فقط حرف لاتین، رقم، نقطه، خط تیره و زیرخط می‌پذیرد.',
    en: 'A handle takes only Latin letters, digits, dots, hyphens and underscores.',
  },
  questionTitleShort: {
    fa: 'عنوان پرسش باید دست‌کم ۱۰ نویسه باشد.',
    en: 'The question title must be at least 10 characters.',
  },
  questionContentShort: {
    fa: 'متن پرسش باید دست‌کم ۲۰ نویسه باشد.',
    en: 'The question must be at least 20 characters.',
  },
  answerContentShort: {
    fa: 'متن پاسخ باید دست‌کم ۲۰ نویسه باشد.',
    en: 'The answer must be at least 20 characters.',
  },
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

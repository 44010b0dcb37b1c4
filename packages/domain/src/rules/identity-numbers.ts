import { toAsciiDigits } from '../format/number.ts';

/** Whether a text is a valid Iranian national code (10 digits with the check digit; not all one digit). */
export function isValidNationalCode(input: string): boolean {
  const code = toAsciiDigits(input).trim();
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 9).reduce((total, digit, index) => total + digit * (10 - index), 0);
  const remainder = sum % 11;
  const check = digits[9] ?? -1;
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}

/**
 * Whether a text is a valid 16-digit bank card number (Luhn check); spaces and dashes are allowed. As Iranian banks'
 * own checks do, digits 2-11 or the last six all zero are no card, though they pass Luhn (0000 0000 0000 0000 does).
 */
export function isValidCardNumber(input: string): boolean {
  const card = toAsciiDigits(input).replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(card) || /^\d0{10}/.test(card) || card.endsWith('000000')) return false;
  let sum = 0;
  for (let i = 0; i < 16; i++) {
    let digit = Number(card[15 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a text is a valid Iranian SHABA (IBAN: IR + 24 digits, ISO 13616 mod-97 check). */
export function isValidShaba(input: string): boolean {
  const shaba = toAsciiDigits(input).replace(/\s/g, '').toUpperCase();
  const iban = shaba.startsWith('IR') ? shaba : `IR${shaba}`;
  if (!/^IR\d{24}$/.test(iban)) return false;
  // Move the country code and check digits to the end, letters as numbers (I=18, R=27), then mod 97 must be 1.
  const rearranged = `${iban.slice(4)}1827${iban.slice(2, 4)}`;
  let remainder = 0;
  for (const char of rearranged) remainder = (remainder * 10 + Number(char)) % 97;
  return remainder === 1;
}

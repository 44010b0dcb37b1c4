import { describe, expect, it } from 'vitest';
import { checkCodeStep, checkDocument, checkMobileStep, checkNewPassword, checkPasswordLogin } from './form-checks.ts';

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('form checks (the spec section 5 messages, before anything is sent)', () => {
  it('asks for the mobile number, and for the captcha only when the form shows one', () => {
    expect(checkMobileStep(form({ mobile: '  ' }))).toEqual({ mobile: 'mobileRequired' });
    expect(checkMobileStep(form({ mobile: '۰۹۱۲۰۰۰۰۰۰۴' }))).toEqual({});
    expect(checkMobileStep(form({ mobile: '09120000004', captchaId: 'c1', captchaCode: '' }))).toEqual({
      captchaCode: 'captchaRequired',
    });
  });

  it('wants both the number and the code at the code step', () => {
    expect(checkCodeStep(form({ mobile: '09120000004', code: '' }))).toEqual({ code: 'mobileAndCodeRequired' });
    expect(checkCodeStep(form({ mobile: '', code: '123456' }))).toEqual({ code: 'mobileAndCodeRequired' });
    expect(checkCodeStep(form({ mobile: '09120000004', code: '۱۲۳۴۵۶' }))).toEqual({});
  });

  it('checks username, password and captcha of the password login', () => {
    expect(checkPasswordLogin(form({ username: '', password: '', captchaId: 'c1', captchaCode: '' }))).toEqual({
      username: 'emailAndPasswordRequired',
      password: 'passwordRequired',
      captchaCode: 'captchaRequired',
    });
    expect(
      checkPasswordLogin(form({ username: 'a@b.example', password: ' x ', captchaId: 'c1', captchaCode: '1' })),
    ).toEqual({});
  });

  it('says when the two passwords differ', () => {
    const base = { mobile: '09120000004', code: '123456', password: 'Shahrbazar1405' };
    expect(checkNewPassword(form({ ...base, passwordConfirmation: 'Shahrbazar1406' }))).toEqual({
      passwordConfirmation: 'passwordsDoNotMatch',
    });
    expect(checkNewPassword(form({ ...base, passwordConfirmation: 'Shahrbazar1405' }))).toEqual({});
  });

  it('wants a title and a file for a document', () => {
    expect(checkDocument(form({ title: '' }))).toEqual({ title: 'titleRequired', file: 'fileRequired' });
    const file = new File([new Uint8Array([1, 2, 3])], 'card.png', { type: 'image/png' });
    expect(checkDocument(form({ title: 'کارت ملی', file }))).toEqual({});
  });
});

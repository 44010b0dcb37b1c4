import { describe, expect, it } from 'vitest';
import { profileUpdateOf } from './profile-form.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('profileUpdateOf', () => {
  it('sends digits typed in Persian as ASCII and keeps other text as typed', () => {
    const { body, problems } = profileUpdateOf(
      form({ name: ' سارا محمدی ', nationalCode: '۰۴۹۹۳۷۰۸۹۹', telegramId: 'sara_1', gender: 'female' }),
    );
    expect(problems).toEqual({});
    expect(body).toMatchObject({ name: 'سارا محمدی', nationalCode: '0499370899', telegramId: 'sara_1' });
    expect(body.gender).toBe('female');
  });

  it('reads the checkboxes as 1 when ticked and 0 when absent (an unticked box sends nothing)', () => {
    expect(profileUpdateOf(form({ displayMobile: '1' })).body).toMatchObject({ displayMobile: 1, activeChat: 0 });
  });

  it('reads coordinates in either script, empty as 0 (not set), and refuses text', () => {
    expect(profileUpdateOf(form({ latitude: '۳۹٫۰۱', longitude: '48.08' })).body).toMatchObject({
      latitude: 39.01,
      longitude: 48.08,
    });
    expect(profileUpdateOf(form({ latitude: '', longitude: '' })).body).toMatchObject({ latitude: 0, longitude: 0 });
    expect(profileUpdateOf(form({ latitude: 'north', longitude: '1' })).problems).toEqual({ latitude: 'invalid' });
  });

  it('leaves out an unknown gender rather than sending it', () => {
    expect(profileUpdateOf(form({ gender: 'other' })).body.gender).toBeUndefined();
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { fa } from '../../locales/catalogues.ts';
import {
  fieldsOfStep,
  PostingProgress,
  PostingStep,
  reviewOf,
  stepOfFirst,
  usePostingSteps,
} from './posting-steps.tsx';

// The posting form's steps: every step stays in the one form (hidden, never unmounted), the progress moves between
// them, and a refusal finds the step of its first field in the form itself.

afterEach(cleanup);

const TITLES = ['دسته و شهر', 'مشخصات', 'بسته و بازبینی'];

function Form({ enabled = true }: { enabled?: boolean }) {
  const steps = usePostingSteps(TITLES.length, enabled);
  return (
    <form aria-label="ثبت">
      <PostingProgress steps={steps} titles={TITLES} />
      <PostingStep steps={steps} index={0}>
        <select name="city_id" aria-label="شهر" defaultValue="7">
          <option value="">انتخاب کنید</option>
          <option value="7">اردبیل</option>
        </select>
      </PostingStep>
      <PostingStep steps={steps} index={1}>
        <input name="title" aria-label="عنوان" defaultValue="دوچرخه" />
        <input type="hidden" name="images" value='[{"id":1},{"id":2}]' />
        <input name="latitude" aria-label="عرض" defaultValue="38.2" />
        <input name="longitude" aria-label="طول" defaultValue="48.3" />
      </PostingStep>
      <PostingStep steps={steps} index={2}>
        <input type="radio" name="package_id" value="1" aria-label="رایگان" />
      </PostingStep>
    </form>
  );
}

function draw(enabled = true) {
  render(
    <I18nProvider i18n={createI18n('fa', fa)}>
      <Form enabled={enabled} />
    </I18nProvider>,
  );
  return screen.getByRole('form', { name: 'ثبت' }) as HTMLFormElement;
}

describe('posting steps', () => {
  it('shows one step at a time, keeps the others in the form, and goes to any step from the progress', () => {
    const form = draw();
    expect(screen.getByText('گام ۱ از ۳: دسته و شهر')).toBeDefined();
    const title = form.querySelector<HTMLInputElement>('[name="title"]')!;
    expect(title.closest('[data-posting-step]')?.hasAttribute('hidden')).toBe(true);
    fireEvent.change(title, { target: { value: 'دوچرخه کوهستان' } });
    fireEvent.click(screen.getByRole('button', { name: 'مشخصات' }));
    expect(screen.getByText('گام ۲ از ۳: مشخصات')).toBeDefined();
    expect(title.closest('[data-posting-step]')?.hasAttribute('hidden')).toBe(false);
    expect(screen.getByRole('button', { name: 'مشخصات' }).getAttribute('aria-current')).toBe('step');
    expect(new FormData(form).get('city_id')).toBe('7');
    expect(new FormData(form).get('title')).toBe('دوچرخه کوهستان');
  });

  it('finds the step of the first refused field and the fields of a step', () => {
    const form = draw();
    expect(stepOfFirst(form, ['package_id', 'title'])).toBe(1);
    expect(stepOfFirst(form, ['package_id'])).toBe(2);
    expect(stepOfFirst(form, ['nothing'])).toBeUndefined();
    expect(fieldsOfStep(form, 0, ['title', 'city_id', 'package_id'])).toEqual(['city_id']);
  });

  it('reads the review from the form', () => {
    const form = draw();
    expect(reviewOf(form)).toEqual({ chosen: ['اردبیل'], title: 'دوچرخه', pictures: 2, located: true });
  });

  it('shows every step and no progress when the form does not step (an edit)', () => {
    const form = draw(false);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(form.querySelectorAll('[data-posting-step][hidden]')).toHaveLength(0);
  });
});

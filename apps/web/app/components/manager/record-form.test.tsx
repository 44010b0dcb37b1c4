// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { MantineProvider, TextInput } from '@mantine/core';
import { useClientCheck } from '../forms/use-client-check.ts';
import { createI18n } from '../../lib/i18n.ts';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { fa } from '../../locales/catalogues.ts';
import type { FieldProblems, FormFailure } from '../../lib/form-checks.ts';
import { RecordForm } from './record-form.tsx';

afterEach(cleanup);

/** A role-like page: a title the browser requires, on the frame every back-office form shares. */
function TitlePage({ failure, savedAbove }: { failure?: FormFailure; savedAbove?: boolean }) {
  const check = useClientCheck((form): FieldProblems => (form.get('title') ? {} : { title: 'titleRequired' }));
  return (
    <RecordForm
      editing
      check={check}
      actionData={failure ? { failure } : undefined}
      shownFields={['title']}
      cancelTo="/manager/roles"
      submitLabel="ذخیره نقش"
      savedAbove={savedAbove}
    >
      <TextInput name="note" label="یادداشت" />
      <TextInput name="title" label="عنوان" error={check.errors.title ?? failure?.fields.title} />
    </RecordForm>
  );
}

function open(address: string, page: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/manager/role/7/edit', Component: () => page }]);
  render(
    <MantineProvider>
      <I18nProvider i18n={createI18n('fa', fa)}>
        <Stub initialEntries={[address]} />
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('RecordForm', () => {
  it('draws the fields, «cancel» back to the list and the submit button', () => {
    open('/manager/role/7/edit', <TitlePage />);
    expect(screen.getByRole('textbox', { name: 'عنوان' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'انصراف' }).getAttribute('href')).toBe('/manager/roles');
    expect(screen.getByRole('button', { name: 'ذخیره نقش' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stops a form the browser’s check refuses, says why under the field and moves the focus to it', async () => {
    open('/manager/role/7/edit', <TitlePage />);
    const form = screen.getByRole('button', { name: 'ذخیره نقش' }).closest('form')!;
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(false);
    expect(await screen.findByText('عنوان الزامی است.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'عنوان' }));
  });

  it('says «saved» beside the button after a save, above the form when the page asks for it', () => {
    open('/manager/role/7/edit?notice=saved', <TitlePage />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('تغییرات ذخیره شد.');
    expect(notice.closest('form')).not.toBeNull();
    cleanup();
    open('/manager/role/7/edit?notice=saved', <TitlePage savedAbove />);
    expect(screen.getByRole('status').closest('form')).toBeNull();
  });

  it('shows the API’s refusal when no field shows it, and only the field’s words when one does', () => {
    open('/manager/role/7/edit', <TitlePage failure={{ message: 'این نقش دیگر نیست.', fields: {} }} />);
    expect(screen.getByRole('alert').textContent).toBe('این نقش دیگر نیست.');
    cleanup();
    open(
      '/manager/role/7/edit',
      <TitlePage failure={{ message: 'برخی مقادیر معتبر نیستند.', fields: { title: 'تکراری است.' } }} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('تکراری است.')).toBeTruthy();
  });
});

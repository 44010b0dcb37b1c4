// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../lib/use-translation.tsx';
import { MantineProvider } from '@mantine/core';
import { createI18n } from '../../lib/i18n.ts';
import { fa } from '../../locales/catalogues.ts';
import { UploadProgress } from './upload-status.tsx';

afterEach(cleanup);

const bar = (fraction: number) => (
  <MantineProvider>
    <I18nProvider i18n={createI18n('fa', fa)}>
      <UploadProgress fraction={fraction} />
    </I18nProvider>
  </MantineProvider>
);

describe('UploadProgress', () => {
  it('shows the rounded percentage in Persian digits, as a bar and as text read out when it changes', () => {
    const view = render(bar(0.424));
    const progress = () => screen.getByRole('progressbar');
    expect(progress().getAttribute('aria-valuenow')).toBe('42');
    expect(progress().getAttribute('aria-label')).toBe('در حال بارگذاری: ۴۲٪');
    const text = screen.getByText('در حال بارگذاری: ۴۲٪');
    expect(text.getAttribute('aria-live')).toBe('polite');

    view.rerender(bar(1));
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('در حال بارگذاری: ۱۰۰٪')).toBeTruthy();
  });
});

import type { Page } from '@playwright/test';

// The back office's lists render a table on desktop and cards on phones, and only one of the two is displayed: these
// find the one a person sees.

/** A link of a list as shown, by its exact name. */
export const shownLink = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).filter({ visible: true });

/** A text of a list as shown, exactly. */
export const shownText = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

/** A record's table row (desktop) or card (phones) as shown, by a text in it. */
export const shownRow = (page: Page, text: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text }).filter({ visible: true });

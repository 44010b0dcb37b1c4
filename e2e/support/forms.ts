import type { Locator, Page } from '@playwright/test';

/**
 * Presses a form's submit button and waits for the action's answer. A save that stays on its page (the page is read
 * again with «saved») shows the same notice each time: waiting for the answer tells one save from the next.
 */
export async function submitForm(page: Page, button: Locator) {
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), button.click()]);
}

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Demo admin of the seed (README): every permission. Every demo password is Shahrbazar1405.
const ADMIN = { username: 'admin@shahrbazar.example', password: 'Shahrbazar1405' };

/** A real 600 x 200 PNG (an orange banner with shapes), so the API has something to re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAlgAAADICAMAAAADQW+EAAACPVBMVEXoWQz99O///v7zpn3++PXoXBD1upr////2vZ7pXhPzqYHpXRLpYhn2u5z//v3pYRjypXvxmGjzpnzpXhT0sIvoWw/2u5vxl2ftfUDzpXvpYBb//fzypHrrcS/zp37yn3LsdDPwk2H+9fH+9vL63Mz98+3pXxXqZBz63s7pYRf++fboXBH98eruhU3zqoL628r98ev1t5bpYxr2vJ3zqoP518XpYxvzq4TyonfxmWr+9/Ttej3//Pvrbir97+jtez74zLT98On1tpTwkmDrbyz1t5X86N3xnG7628v4yrH98uzsdTX97+frcjD98+7uhEv1tZPviVLzqIDuhUztfD/+9fD4zLX86N7vi1XrcC7uh0/86d/75dnwkF3wlWTyo3jzqH/62cftf0T0rIbwkl/62cjvjlnqZR7sczLtez/0so7viVPseDnyoHTqZh/2v6L739D75NfvilTrcC350r3vj1vtfUHrayfoWg3ugkj5077seTvwkFz2waT0r4r+9/Pug0noWg7tejz//Pr3wqX4yrL86uDuh1DrbSnynnH4z7n1tZL2vZ/63c3xmmv4y7PuiFH86uH0sIzwlmXrbSr2vqDscjHtgEXsdzjrbivyn3P2v6Hwlmb859z0rYf63s/51cLvilP87OP749b62sn++vf0rojyoXXseDruhk7518TwlGL75NjxmWnyoXb1uJfrbCjvjFb97ubwlGP1uZj62MbvjFfzrIX3wqbsdjfvjVj85tv51cHxm2zyo3mIGL8nAAAACXBIWXMAAAsTAAALEwEAmpwYAAAHk0lEQVR4nO3dB1eURxQG4IHd5c7SmxRBmmBBEKQoYgHsoth77733Eo1RY9RYY9f03ntvvy2HeHKMRgOyM9+9O/M+P2DP3pn3sB/zzcxVCgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAREotKF+jF61dUZ8QJgon1K9Y295YMrEgg/t7QfwaOn9U+7lEeqrE5e1Ns4dyf0OIO5E7uUOKqAdjK0+u68f9TSF+pLxzNoF6KeHE9mHc3xfiwum0XqfqoVl5x7m/M0iXc2UI9cHl0VHubw6C7WrqoD4an7yZ+9uDUBmhCopB67bB3BWAQIOSF1KMEkpyuKsAaZacIwPeff0IdyEgydK3yZBjk7hrATEioWpTuSIKZ2LNFP427gcyqnLpw88Fv+W/aDZXRANvcNcE7HJukQU/D+KuC3h9XWkjV0R77mFmfVZQYydXRFXruGsDPpvCtnJF9MEGzKyvLqTbyxVR+lTu+oBH4TN2h5qSmImZ9VETWZfMXSMEr8V+roiyMbO+uWD5d/ChRDxneeag1ef2R9I3cVcKQdpqcZ3hcdWHMLP+GFcfVK6IOs5zVwtByenTgYm+2oP3hr7YHWSuiC5x1wvByAo2V0SrMLM+mDQw6GC1YuefByJ1QeeKaCN2K7svFHyuiIq5qwbbBhg8N9F74f2YWbcd+Z0jV0QHuAsHuzbw5IoIr3acNug6V7CW4/S9y5K5coUdNE4b+ZxXqpm0EHfRuCuXL1dE67mrB1t2GT/z/DwGxs+frOiMuVkluROSdBxKmpBbkj93RqA3LI7izBXRPBUXGmqz83TcyyusTQ1qxKLjeYPVEQ//GN7emaYdkXa/K5gxG82bK6IsJV1ZtnZK9pYgRu0t7mBVKtkasrRzSu0/2e7gzhXRx0qyBSO0gyaPsT1uadyxIvpeyTXsO+2o8ojdgZvFHSuiTrslxiLaop1VbPXUwT4SYJkSKmO4dthwm10Az5IAD5RMOcnaaaP6Wxu6CONrwkeqZO5RHlasHbfa2kPIHRKhQEm0Sjuv3Mn3z8LfRLdpDyywNHhDSIRpSp6RTq5fPWlyg5XBGzqWRBgrsI/0H9oLo60MXi0JcUpJU6Y90eXgjhnJt0c69t752UI2Rm8RCfGyEua29sYAC8N3nYSYooTZqb1Ran70UgO5cbQ30oU9vac6s6+vZ2nm95QWkBhtSpRl2iPzjQ9fOYnxghLFm0f3buY7OqwhMQqVJNG4PInTV0nGz+40khh5SpIZ2itlzq42kLD1hrnaK6+YHr+NJEazksTB4xP/J9/0+P1GYnyuJCnRXjG++F5DYoxXkrymvZJrevwqSIwEJckc7ZVXTY9fNYkRVpJ4tdqgdZLp8SsiMYqUJAhWbIpIDFnBwk9hbKpJDFk/hXh4j00FiSHr4T2kvWK8lXINiSFruQELpLFZQWK8pyTBK53YrCUxPlWS4CV0bNpJjOlKkhSv1huSUkyPXyOJIWvbjCrUHjHfhA0b/Z6lVntktvFglZMYwrYm4zCFK4cpxihZ7mtvWDj+lSHn+Je9K8D6pkt7w8aB1eUkxBtKGm8e3630T24nIWStNnTbov3QaOMPlmoiIeRdCqKuaC/Y6Qsym4Q4qsRpmKw9MMFOz6b+Qi5eOyPt2b3bGO2B05YG7zKJUKck+kw7b4OtsTtJIvykJIqs1o5rsXYd9zoSwdbdvTFyvYFA0yDHGwh0vqRkcrvlyTybLU9OkACXlFTRL7WzVlttbbudBKhVYkXKtaMmWm4rV8WdKqJ6uW3lulcdnFzPmnDc9rjlcceKaIQSLTWrUbsmgNa9d7ljRbRDCdeVqZ2SaeX9oLh2OhIb6TxpQKkz1yinlQYSK6W+4A6W8Wu/rMiYn+nACYuk4tk21xgeE53Jm6tvjZ8RsSWl7Fp+KHdOXOYraU5uKP9aWaBjPZw3WFZ6uYAAmwdy5qpiJHf9YMuHnMEahXl1VsMsvlxV2dloBiKU8AXLfLsNkCNlCleuFhvvtgGSHOQK1jfclYNdx3hydRHz6rhxYY5chSdx1w22FXIEqwXz6rwIQ8Om5n7cVYN99wJff68Yh3n1wY2ggzWRu2IIxq1gc2W8gQsIFa0MMlfTsDTqjfMdweVq5mHuaiE4bYGtZlUXYF59si+gfmDpv3JXCsGaGsitpImjMa+++SiIYGGvjIeS7edqHneNwKHU8q9h4p+YVz9NtfoEX4TnK2/9aHHVIbyEuzrgs9XaSun4Nsyrzw7X2cnVkJvclQGv6AgbudJxc5oerFllfH9WBfbJgFLqZrPZXNXtx7BCt37FBv87DLdgHzL8Y9IBU7m6iG3I8G9LFpuI1ZSVj30ogIqGYr4xpCoT/wzCfw0NLYwlVq3bcAEWPN3geX2+TXJmCWIFzxbN6tNBi2n5+BGEHtz9qvP5UlU/4peePhNAKRVZtrvX/VE6H3yCdSvotX6H3qzrsdvvmffXF0jtEwdy9T81fPri9KdnKn3K9OSjEvs7Q5zo37YyO+9q896ahFai1oSavc1X8wpXjkGmAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAF6S9+m+vxlXU3EwAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs in to the back office with password and captcha (the answer from the development-only endpoint). */
async function managerLogin(page: Page, request: APIRequestContext) {
  await page.goto('/auth/manager/login');
  await expect(page.getByRole('heading', { level: 1, name: 'ورود به پنل مدیریت' })).toBeVisible();
  const captchaId = await page.locator('input[name="captchaId"]').inputValue();
  const response = await request.get(`/api/v1/dev/captcha/${captchaId}`);
  expect(response.ok()).toBe(true);
  const { answer } = (await response.json()) as { answer: string };
  await page.getByLabel('موبایل یا ایمیل').fill(ADMIN.username);
  await page.getByLabel('رمز عبور', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('کد امنیتی').fill(answer);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
}

/** The back office's menu: beside the page on desktop, folded above it on phones (opened here). */
async function openMenu(page: Page, phone: boolean) {
  if (phone) await page.getByText('منوی پنل', { exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'منوی پنل مدیریت' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Lists render a table for desktop and cards for phones; only one of them is displayed. */
const visible = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).filter({ visible: true });

test('a manager uploads an image, finds it by type, copies its address and deletes it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name === 'phone';
  const title = `تصویر آزمون ${Date.now().toString().slice(-6)}`;

  await managerLogin(page, request);
  await (await openMenu(page, phone)).getByRole('link', { name: 'فایل‌ها' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'فایل‌ها' })).toBeVisible();

  // What a file is comes from its content: a page named .jpg is refused by the server with its clear message.
  const picker = page.getByLabel('انتخاب تصویر یا ویدیو');
  await picker.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>no</html>') });
  await page.getByRole('button', { name: 'بارگذاری', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'نوع فایل پشتیبانی نمی‌شود' })).toBeVisible();

  await page.getByLabel('عنوان (اختیاری)').fill(title);
  await picker.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'بارگذاری', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `فایل «${title}» بارگذاری شد.` })).toBeVisible();
  await expect(visible(page, `نمایش ${title} در برگه تازه`)).toBeVisible();

  // Filtered by type: not among the videos, among the images.
  await page.getByRole('link', { name: 'ویدیوها' }).click();
  await expect(page).toHaveURL(/fileType=1/);
  await expect(visible(page, `نمایش ${title} در برگه تازه`)).toHaveCount(0);
  await page.getByRole('link', { name: 'تصاویر' }).click();
  await expect(visible(page, `نمایش ${title} در برگه تازه`)).toBeVisible();

  await page
    .getByRole('button', { name: `کپی نشانی ${title}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'نشانی کپی شد.' })).toBeVisible();

  await page
    .getByRole('link', { name: `حذف ${title}` })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'تأیید حذف' });
  await expect(dialog).toContainText(`فایل «${title}» حذف شود؟`);
  await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByText('با موفقیت حذف شد.')).toBeVisible();
  await expect(visible(page, `نمایش ${title} در برگه تازه`)).toHaveCount(0);
});

test('a manager adds a banner with its image, edits it, replaces the image and deletes it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name === 'phone';
  const stamp = Date.now().toString().slice(-6);
  const title = `بنر آزمون ${stamp}`;
  const renamed = `بنر ویرایش‌شده ${stamp}`;

  await managerLogin(page, request);
  await (await openMenu(page, phone)).getByRole('link', { name: 'بنرها' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'بنرها' })).toBeVisible();
  // The demo banners of the home page are there, with their drawn images.
  await expect(visible(page, 'حراج بزرگ غرفه‌های شهر')).toBeVisible();

  await page.getByRole('link', { name: 'افزودن بنر' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'افزودن بنر' })).toBeVisible();
  await page.getByLabel('عنوان', { exact: true }).fill(title);
  await page.getByLabel('نشانی پیوند').fill('/lawyer');
  await page.getByRole('combobox', { name: 'صفحه', exact: true }).selectOption({ label: 'وکلا' });
  await page.getByRole('combobox', { name: 'جای بنر در صفحه' }).selectOption({ label: 'ستون کناری' });
  await page.getByLabel('انتخاب تصویر', { exact: true }).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: 'افزودن بنر' }).click();
  await expect(page).toHaveURL(/\/manager\/banners\?notice=created$/);
  await expect(page.getByText('با موفقیت ساخته شد.')).toBeVisible();
  await expect(visible(page, title)).toBeVisible();

  // The public place of the lawyers' page serves it.
  const served = await request.get('/api/v1/banners?location=lawyer&section=aside');
  expect(((await served.json()) as { items: Array<{ title: string }> }).items.map((item) => item.title)).toContain(
    title,
  );

  await page
    .getByRole('link', { name: `ویرایش بنر ${title}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'ویرایش بنر' })).toBeVisible();
  await page.getByLabel('عنوان', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'ذخیره بنر' }).click();
  await expect(page.getByText('تغییرات ذخیره شد.')).toBeVisible();

  await page.getByLabel('انتخاب تصویر تازه').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'ذخیره تصویر' }).click();
  await expect(page.getByText('تصویر بنر ذخیره شد.')).toBeVisible();

  await (await openMenu(page, phone)).getByRole('link', { name: 'بنرها' }).click();
  await page
    .getByRole('link', { name: `حذف بنر ${renamed}` })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'تأیید حذف' });
  await expect(dialog).toContainText(`بنر «${renamed}» حذف شود؟`);
  await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByText('با موفقیت حذف شد.')).toBeVisible();
  await expect(visible(page, renamed)).toHaveCount(0);
});

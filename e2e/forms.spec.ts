// A save refused for its fields leads to them, as a user at the bottom of a long form needs: the
// first invalid field (the form's own rules and the server's 422 alike) is scrolled to and focused,
// and the toast says how many fields need fixing.
import { apiGet, bearerOf, expect, login, test } from './fixtures';
import { t } from './messages';

// The salary rule is the server's (a 422) as well as the form's.
test.use({ viewport: { width: 1440, height: 900 }, expectedHttpErrors: [422] });

const toast = (page: import('@playwright/test').Page) => page.locator('.MuiSnackbarContent-root');

test("the form's own rules: the first invalid field gets the focus, the toast counts them (vi)", async ({ page }) => {
  await login(page, undefined, '/vi');
  await page.goto('/vi/jobs/1/update');
  const min = page.locator('input[name="salary_min"]');
  const max = page.locator('input[name="salary_max"]');
  await min.fill('900000');
  await max.fill('1000');
  const save = page.getByRole('button', { name: t('vi', 'ra.action.save'), exact: true });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(toast(page)).toHaveText(t('vi', 'app.form.invalid_fields', { smart_count: 1 }));
  await expect(max).toBeFocused();
  await expect(max).toBeInViewport();
  await expect(page.getByText(t('vi', 'resources.jobs.messages.salaryMaxBelowMin'))).toBeInViewport();

  // A field the form itself checks, higher up: it goes first, and nothing is sent (a fresh page, so
  // the toast above has gone).
  await page.reload();
  const title = page.locator('input[name="title"]');
  await title.fill('');
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expect(toast(page)).toHaveText(t('vi', 'app.form.invalid_fields', { smart_count: 1 }));
  await expect(page).toHaveURL((url) => url.pathname === '/vi/jobs/1/update');
});

test.describe("the server's refusal", () => {
  // A taken unique value is a conflict (409) with the field's error, as a 422 has.
  test.use({ expectedHttpErrors: [409] });

  test('a field the server refuses gets the focus and the toast counts it (en)', async ({ page }) => {
    await login(page);
    const bearer = await bearerOf(page);
    // Another company's login: one account belongs to one company, which only the server knows.
    const [first, second] = (
      (await apiGet(page.request, bearer, 'admin/companies?sort=id&page=1&paging=20')).data as {
        id: number;
        account_id: number | null;
      }[]
    ).filter((company) => company.account_id);
    const taken = (await apiGet(page.request, bearer, `admin/user_accounts/${second.account_id}`)).data;
    await page.goto(`/accountManage/companyManage/${first.id}/update`);
    const account = page.getByRole('combobox', { name: t('en', 'resources.companies.fields.account_id') });
    // The picker's clear button first, as a user would: typed over, the chosen title comes back.
    await account.hover();
    await page.getByRole('button', { name: t('en', 'ra.action.clear_input_value') }).click();
    await expect(account).toHaveValue('');
    await account.fill(taken.email);
    await page.getByRole('option', { name: taken.email }).click();
    const save = page.getByRole('button', { name: t('en', 'ra.action.save'), exact: true });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expect(toast(page)).toHaveText(t('en', 'app.form.invalid_fields', { smart_count: 1 }));
    await expect(account).toBeFocused();
    await expect(account).toBeInViewport();
  });
});

// A page of a thousand rows: chosen in the pagination, it shows the rows near the screen only, and
// scrolling reaches the last of them with the rows in between, their companies asked for once; the
// keyboard walks past the rows first rendered.
import { apiGet, bearerOf, expect, login, test } from './fixtures';
import { GET_MANY_CHUNK } from '../src/providers/dataProvider';

test('shows 1,000 rows per page and scrolls to the last of them (ja)', async ({ page }) => {
  // Oldest first: jobs other tests add meanwhile come after the page.
  await login(page, undefined, '/ja/jobs?sort=id&order=ASC');
  const rows = page.locator('#main-content .RaDatagrid-tbody tr');
  await expect(rows.first()).toBeVisible();
  // The calls for the rows' companies from the page of 1,000 on.
  const companyCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/admin\/companies\?ids=/.test(request.url())) companyCalls.push(request.url());
  });
  await page.getByRole('combobox', { name: '表示件数:' }).click();
  await page.getByRole('option', { name: '1000', exact: true }).click();
  await expect(page).toHaveURL(/perPage=1000/);
  await expect(rows.nth(20)).toBeVisible();

  const bearer = await bearerOf(page);
  const listed = (await apiGet(page.request, bearer, 'admin/jobs?sort=id&page=1&paging=1000&fields=id,company_id'))
    .data;
  expect(listed.length).toBeGreaterThan(200);
  // The rows near the screen, not the whole page.
  expect(await rows.count()).toBeLessThan(200);

  const last = page.locator(`#main-content tr[data-record-id="${listed[listed.length - 1].id}"]`);
  await expect(last).toHaveCount(0);
  // Down a screenful at a time, as an admin reading the page would, each step drawn before the next…
  await page.evaluate(async () => {
    const scroller = document.scrollingElement!;
    while (scroller.scrollTop + window.innerHeight < scroller.scrollHeight - 1) {
      scroller.scrollBy(0, window.innerHeight);
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    }
  });
  // …to the bottom; again once the rows there are rendered, should they have made the page longer.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toBeInViewport({ timeout: 1000 });
  }).toPass();
  // The rows rendered there are the page's last ones, in its order, none missing.
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-record-id'))));
  const from = listed.findIndex((row: { id: number }) => row.id === shown[0]);
  expect(shown).toEqual(listed.slice(from, from + shown.length).map((row: { id: number }) => row.id));
  expect(from + shown.length).toBe(listed.length);
  // The last row names its company by its title: asked for with the page's others, in as few calls as
  // they take, beside the one the first screen's rows made (not one per screenful scrolled).
  await expect(last.locator('td.column-company_id')).not.toHaveText(/^\d*$/);
  const companies = new Set(listed.map((row: { company_id: number }) => row.company_id));
  expect(companies.size).toBeGreaterThan(GET_MANY_CHUNK);
  expect(companyCalls.length).toBeLessThanOrEqual(Math.ceil(companies.size / GET_MANY_CHUNK) + 1);
  // Back at the top, the first row again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator(`#main-content tr[data-record-id="${listed[0].id}"]`)).toBeInViewport();
});

test('the keyboard walks a page of 1,000 rows past those first rendered and opens the one it reached', async ({
  page,
}) => {
  await login(page, undefined, '/jobs?sort=id&order=ASC&perPage=1000');
  const rows = page.locator('#main-content .RaDatagrid-tbody tr');
  await expect(rows.nth(20)).toBeVisible();
  // The windowed rows in place (their code is fetched as the list opens; a first screenful stands in
  // for them should they come later than the rows).
  await expect(page.locator('#main-content table > tbody[aria-hidden="true"]').first()).toBeAttached();
  const bearer = await bearerOf(page);
  const listed: { id: number }[] = (
    await apiGet(page.request, bearer, 'admin/jobs?sort=id&page=1&paging=1000&fields=id')
  ).data;
  // Row by row with `j`, as an admin reading down the page, to a row the first screen did not render.
  const steps = (await rows.count()) + 20;
  expect(listed.length).toBeGreaterThan(steps);
  await expect(page.locator(`#main-content tr[data-record-id="${listed[steps - 1].id}"]`)).toHaveCount(0);
  for (const { id } of listed.slice(0, steps)) {
    await page.keyboard.press('j');
    await expect(page.locator(`#main-content tr[data-record-id="${id}"]`)).toBeFocused();
  }
  const reached = page.locator(`#main-content tr[data-record-id="${listed[steps - 1].id}"]`);
  await expect(reached).toBeInViewport();
  // Back up a few with `k`, then Enter opens the row the focus is on.
  for (const { id } of listed.slice(steps - 4, steps - 1).reverse()) {
    await page.keyboard.press('k');
    await expect(page.locator(`#main-content tr[data-record-id="${id}"]`)).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs/${listed[steps - 4].id}$`));
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a page of 1,000 jobs lists the items near the screen and scrolls to the last, with its company (vi)', async ({
    page,
  }) => {
    // As a shared address or a saved view brings it: the rows-per-page choice is in the address.
    await login(page, undefined, '/vi/jobs?sort=id&order=ASC&perPage=1000');
    const items = page.locator('#main-content li');
    await expect(items.first()).toBeVisible();
    const bearer = await bearerOf(page);
    const listed: { id: number; title: string; company_id: number }[] = (
      await apiGet(page.request, bearer, 'admin/jobs?sort=id&page=1&paging=1000&fields=id,title,company_id')
    ).data;
    expect(listed.length).toBeGreaterThan(200);
    // The items near the screen (a screenful and ten more), not the whole page.
    await expect(items.nth(10)).toBeVisible();
    expect(await items.count()).toBeLessThan(200);
    // To the bottom; again once the items there are rendered, should they have made the page longer.
    const lastTitle = listed[listed.length - 1].title;
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(items.last()).toContainText(lastTitle, { timeout: 1000 });
      await expect(items.last()).toBeInViewport({ timeout: 1000 });
    }).toPass();
    // The items there are the page's last ones, in its order, and the last names its company by name.
    const titles = await items.evaluateAll((lis) =>
      lis.map((li) => li.querySelector('.MuiListItemText-primary')?.textContent ?? ''),
    );
    const tail = listed.slice(listed.length - titles.length).map((job) => job.title);
    titles.forEach((title, i) => expect(title).toContain(tail[i]));
    await expect(items.last().locator('.MuiListItemText-secondary')).not.toHaveText(/^\d*$/);
  });
});

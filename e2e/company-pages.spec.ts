// A company's many pages read as a few tabs a new admin tells apart (its languages, its jobs, the
// candidates they brought, its paperwork), every page still at its own address; and the companies
// list opens on employers, brokers having a list of their own.
import type { Page } from '@playwright/test';
import { company } from '../schemas/accounts/company';
import { apiGet, bearerOf, clickTab, expect, login, test } from './fixtures';
import { t } from './messages';
import { settled } from './settled';

const ROUTE = company.route;

/** The first employer's id, as the API lists them. */
async function anEmployer(page: Page): Promise<number> {
  const answer = await apiGet(page.request, await bearerOf(page), 'admin/companies?company_type=employer&paging=1');
  return answer.data[0].id;
}

const rows = (page: Page) => page.getByRole('tablist', { name: t('en', 'app.record.pages') }).getByRole('tab');

test.describe('a company page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('groups its pages into a few tabs, the open group in a second row', async ({ page }) => {
    await login(page);
    const id = await anEmployer(page);
    await page.goto(`/${ROUTE}/${id}`);
    const label = (key: string) => t('en', `resources.companies.${key}`);
    await expect(rows(page)).toHaveText([
      t('en', 'app.record.details'),
      label('page_groups.languages'),
      label('page_groups.jobs'),
      label('page_groups.recruitment'),
      label('pages.receipt'),
      label('pages.request'),
      label('pages.reviews'),
      label('pages.Poll'),
    ]);

    // A group opens on its first page and shows all of them under the top row.
    await clickTab(rows(page).filter({ hasText: label('page_groups.jobs') }));
    await expect(page).toHaveURL(`/${ROUTE}/${id}/job`);
    const jobs = page.getByRole('tablist', { name: label('page_groups.jobs') });
    await expect(jobs.getByRole('tab')).toHaveText([
      label('pages.job'),
      label('pages.jobTranslation'),
      label('pages.detailJobTranslation'),
    ]);
    await clickTab(jobs.getByRole('tab', { name: label('pages.detailJobTranslation') }));
    await expect(page).toHaveURL(`/${ROUTE}/${id}/detailJobTranslation`);
    await expect(rows(page).filter({ hasText: label('page_groups.jobs') })).toHaveAttribute('aria-selected', 'true');
    await expect(jobs.getByRole('tab', { name: label('pages.detailJobTranslation') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('reached by a page address, selects its group and the page in it (ja, 375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await login(page, undefined, '/ja');
    const id = await anEmployer(page);
    await page.goto(`/ja/${ROUTE}/${id}/appointment`);
    const label = (key: string) => t('ja', `resources.companies.${key}`);
    const top = page.getByRole('tablist', { name: t('ja', 'app.record.pages') });
    await expect(top.getByRole('tab', { selected: true })).toHaveText(label('page_groups.recruitment'));
    const recruitment = page.getByRole('tablist', { name: label('page_groups.recruitment') });
    await expect(recruitment.getByRole('tab', { selected: true })).toHaveText(label('pages.appointment'));
    // The selected page's tab is whole on the phone's screen.
    await settled(page);
    const box = await recruitment.getByRole('tab', { selected: true }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  });
});

test('the companies list opens on employers; brokers have their own list', async ({ page }) => {
  await login(page);
  await page.goto(`/${ROUTE}`);
  const type = page.locator('.RaDatagrid-tbody td.column-company_type');
  await expect(type.first()).toBeVisible();
  const employer = t('en', 'resources.companies.choices.company_type.employer');
  const broker = t('en', 'resources.companies.choices.company_type.broker');
  expect(new Set(await type.allInnerTexts())).toEqual(new Set([employer]));
  // The filter shows, and once removed the list holds every company (brokers among its first rows).
  const filter = page.locator('[data-source="company_type"]');
  await expect(filter).toBeVisible();
  await filter.getByTitle(t('en', 'ra.action.remove_filter')).click();
  await expect(filter).toBeHidden();
  await expect(type.filter({ hasText: broker }).first()).toBeVisible();
});

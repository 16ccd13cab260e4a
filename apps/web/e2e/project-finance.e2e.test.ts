import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { checkPage, signIn, signOut } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

/**
 * Issue flow of projects and finance, in the demo office seeded on the
 * server's first start: the account holder adds a project; the accounting
 * officer gives it an expenditure source and a disbursed expenditure, sees the
 * balance drop, and finds the project under Finance › Expenditures By Year.
 */

const year = String(new Date().getFullYear());
const projectName = `Rehabilitation of TRIS Lateral C ${Date.now() % 100000}`;

let server: RunningServer;
let page: Page;
let projectUrl = '';

/** Types a date into a MUI date field: its sections take the digits in order. */
async function typeDate(dialog: Locator, label: string, isoDate: string) {
  const field = dialog.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(isoDate.replaceAll('-', ''));
}

describe('projects and finance: a project, its expenditure source, an expenditure, the year view', () => {
  const app = useAppInBrowser();
  beforeAll(() => {
    ({ server, page } = app);
  });

  it('lets the account holder add a system in a PSGC municipality and a fund source', async () => {
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await page.goto(`${server.baseUrl}/account-profile`);
    await page.getByRole('link', { name: /Systems \/ Categories/ }).click();
    await page.waitForURL('**/systems');
    const systems = page.getByRole('table', { name: 'Systems and categories' });
    await systems.getByText('Tarlac River Irrigation System (TRIS)').waitFor();
    await checkPage(page, 'lookups-01-systems');

    await page.getByRole('button', { name: 'Add System' }).first().click();
    await page.waitForURL('**/systems/add');
    await page.getByLabel(/^Name/).fill('Porac-Gumain River Irrigation System');
    await page.getByRole('combobox', { name: /Municipality/ }).fill('Porac');
    await page.getByRole('option', { name: 'Porac, Pampanga' }).click();
    await checkPage(page, 'lookups-02-system-add');
    await page.getByRole('button', { name: 'Add System' }).click();
    await page.getByText('System/Category created successfully.').waitFor();
    await page.goto(`${server.baseUrl}/systems`);
    await systems.getByText('Porac-Gumain River Irrigation System').waitFor();
    await systems.getByText('Porac, Pampanga').waitFor();

    await page.goto(`${server.baseUrl}/fund-sources`);
    const fundSources = page.getByRole('table', { name: 'Fund sources' });
    await fundSources.getByText('GAA Locally Funded Projects').waitFor();
    await checkPage(page, 'lookups-03-fund-sources');

    // A fund source added with a typo is renamed from its row's menu.
    await page.getByRole('button', { name: 'Add Fund Source' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Fund Source' });
    await add.getByLabel(/^Name/).fill('Provincal Counterpart Fund');
    await add.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Fund source added successfully!').waitFor();
    await fundSources.getByText('Provincal Counterpart Fund').click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Fund Source' });
    expect(await rename.getByLabel(/^Name/).inputValue()).toBe('Provincal Counterpart Fund');
    await rename.getByLabel(/^Name/).fill('Provincial Counterpart Fund');
    await checkPage(page, 'lookups-04-fund-source-rename');
    await rename.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Fund source has been updated successfully!').waitFor();
    await fundSources.getByText('Provincial Counterpart Fund').waitFor();
    expect(await fundSources.getByText('Provincal Counterpart Fund').count()).toBe(0);
  });

  it('lets the account holder add a project, then shows it in its year', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects' }).click();
    await page.waitForURL('**/projects');
    await page.getByRole('button', { name: 'Add Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByLabel('Project Name').fill(projectName);
    await dialog.getByLabel(/Amount \(Allocation\)/).fill('2500000.75');
    await dialog.getByLabel(/Implementation Year/).fill(year);
    await dialog.getByRole('combobox', { name: /System\/Category/ }).click();
    await page.getByRole('option', { name: /Tarlac River Irrigation System/ }).click();
    await dialog.getByRole('button', { name: 'Add Project' }).click();
    await page.getByText('Project created successfully!').waitFor();
    await page.waitForURL(`**/projects/year/${year}`);
    await page.getByRole('heading', { name: `CY ${year} Projects` }).waitFor();
    // The demo office has a project of its own in the year: the new one's row, not the total.
    await page.getByRole('row').filter({ hasText: projectName }).getByText('Php 2,500,000.75').waitFor();
    await checkPage(page, 'projects-00-year');
    await page.getByRole('link', { name: `Open ${projectName}` }).click();
    await page.waitForURL('**/projects/details/**');
    projectUrl = page.url();
    await page.getByRole('heading', { name: 'General Information' }).waitFor();
    await page.getByText('Php 2,500,000.75').first().waitFor();
    await checkPage(page, 'projects-01-details-holder');
    await signOut(page);
  });

  it('lets the accounting officer add an expenditure source and an expenditure, and the balance drops', async () => {
    expect(projectUrl).not.toBe('');
    await signIn(page, server.baseUrl, 'demoaccountant', DEMO_PASSWORD);
    await page.goto(projectUrl);

    await page.getByRole('region', { name: 'Expenditure Source' }).getByRole('button', { name: 'Add' }).click();
    const sourceDialog = page.getByRole('dialog', { name: 'Add Expenditure Source' });
    await sourceDialog.getByRole('combobox', { name: /Expenditure Source Name/ }).click();
    await page.getByRole('option', { name: /Contract Works/ }).click();
    await sourceDialog.getByLabel(/^Amount/).fill('500000');
    await sourceDialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Expenditure source created successfully.').waitFor();
    const sources = page.getByRole('table', { name: 'Expenditure sources' });
    await sources.getByText('Contract Works').waitFor();
    expect(await sources.getByText('Php 500,000.00').count()).toBe(2); // total and balance

    await page.getByRole('button', { name: 'Add Expenditure' }).click();
    const expenditureDialog = page.getByRole('dialog', { name: 'Add Expenditure' });
    await expenditureDialog.getByRole('combobox', { name: /Expenditure Source/ }).click();
    await page.getByRole('option', { name: /Contract Works/ }).click();
    await expenditureDialog.getByLabel(/^Amount/).fill('120000.50');
    // December of the year before: in the past on any day the test runs, and within the project's dates.
    await typeDate(expenditureDialog, 'Date Obligated', `${Number(year) - 1}-12-10`);
    await typeDate(expenditureDialog, 'Date Disbursed', `${Number(year) - 1}-12-20`);
    await expenditureDialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Expenditure added successfully.').waitFor();
    await sources.getByText('Php 379,999.50').waitFor();
    await page.getByRole('table', { name: 'Project expenditures' }).getByText('Php 120,000.50').first().waitFor();
    await checkPage(page, 'projects-02-details-finance');
  });

  it('lists the project with its disbursed total under Finance › Expenditures By Year', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Finance' }).click();
    await page.waitForURL('**/finance');
    await page.getByRole('button', { name: /Expenditures By Year/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Type a Year' });
    await dialog.getByLabel(/^Year/).fill(year);
    await checkPage(page, 'finance-01-menu-year-dialog');
    await dialog.getByRole('button', { name: 'Select' }).click();
    await page.waitForURL(`**/finance/expenditures-by-year/${year}`);
    await page.getByRole('heading', { name: `Expenditures for CY ${year}` }).waitFor();
    const row = page.getByRole('row').filter({ hasText: projectName });
    await row.getByText('Php 120,000.50').waitFor();
    await row.getByText('Php 2,500,000.75').waitFor();
    await checkPage(page, 'projects-03-expenditures-by-year');
  });
});

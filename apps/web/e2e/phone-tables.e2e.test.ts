import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, contractRecordPages, todayInManila } from '@subaybay/domain';
import { checkPage, DESKTOP, openInApp, PHONE, shot, signIn } from './browser';
import { DEMO_PASSWORD, useAppInBrowser } from './app-in-browser';
import type { RunningServer } from './server';

/**
 * Issue 18, "On a phone, where inspectors work": every page with a table, in
 * the demo office, read at 390 px. The page never scrolls sideways, each row
 * is a card whose every figure is on screen, and a card's links and buttons
 * are at least 44 px; at 1440 px the same pages still show a table. The demo
 * office's contract is given a billing, a variation order, a time extension, a
 * feature accomplishment and its project finance records first, so that every
 * page has rows to show.
 */

const today = todayInManila();
const year = today.slice(0, 4);
const contractNumber = `DEMO-TRIS-${year}-01`;
const contractorName = 'Tarlac Builders and Development Corp.';
const sourceName = `Phone Fund ${Date.now() % 100000}`;
const completedNumber = `PHONE-DONE-${Date.now() % 100000}`;

let server: RunningServer;
let page: Page;
/** Bearer tokens by username: the account holder records contracts, the accounting officer a project's finance. */
const tokens: Record<string, string> = {};
const ids = { project: 0, contract: 0, contractor: 0, inspector: 0, featureName: 0 };

async function signInToApi(username: string) {
  const response = await page.request.post(`${server.baseUrl}/api/token/`, { data: { username, password: DEMO_PASSWORD } });
  tokens[username] = ((await response.json()) as { access: string }).access;
}

async function callApi<T>(method: 'GET' | 'POST', path: string, body?: unknown, username = 'demoadmin'): Promise<T> {
  const response = await page.request.fetch(`${server.baseUrl}/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokens[username]}` },
    ...(body === undefined ? {} : { data: body }),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

interface TablePage {
  name: string;
  path: () => string;
  /** Text that shows once the page's rows have loaded. */
  ready: string | RegExp;
  /** What to do on the page before its rows show (e.g. generate the report). */
  open?: () => Promise<void>;
}

const pages: TablePage[] = [
  { name: 'projects-years', path: () => '/projects', ready: year },
  { name: 'projects-of-year', path: () => `/projects/year/${year}`, ready: /Rehabilitation of TRIS Lateral A/ },
  { name: 'project-details', path: () => `/projects/details/${ids.project}/${year}`, ready: sourceName },
  { name: 'expenditures-by-year', path: () => `/finance/expenditures-by-year/${year}`, ready: /Rehabilitation of TRIS Lateral A/ },
  { name: 'systems', path: () => '/systems', ready: 'Tarlac River Irrigation System (TRIS)' },
  { name: 'fund-sources', path: () => '/fund-sources', ready: 'GAA Locally Funded Projects' },
  { name: 'expenditure-source-names', path: () => '/expenditure-source-names', ready: sourceName },
  { name: 'feature-names', path: () => '/physical-features/names/', ready: 'Concrete canal lining' },
  { name: 'contract-years', path: () => '/contracts', ready: year },
  { name: 'contracts-of-year', path: () => `/contracts/year/${year}`, ready: contractNumber },
  { name: 'contracts-ongoing', path: () => `/contracts/ongoing/${year}`, ready: contractNumber },
  { name: 'contracts-completed', path: () => `/contracts/completed/${year}`, ready: completedNumber },
  { name: 'contracts-of-contractor', path: () => `/contracts/year/${year}/${contractorName.replaceAll(' ', '_')}`, ready: contractNumber },
  { name: 'contracts-monitored', path: () => `/contracts-monitored/year/${year}/${ids.inspector}`, ready: contractNumber },
  { name: 'contract-summary', path: () => `/contracts/summary/${ids.contract}`, ready: 'Original Contract Time' },
  { name: 'contract-timeline', path: () => `/contracts/timeline/${ids.contract}`, ready: 'Continuous heavy rains' },
  { name: 'physical-schedule', path: () => contractRecordPages.physicalSchedule(ids.contract), ready: '100.00%' },
  { name: 'physical-accomplishment', path: () => contractRecordPages.physicalAccomplishment(ids.contract), ready: '27.25%' },
  { name: 'suspension-orders', path: () => contractRecordPages.suspensionOrders(ids.contract), ready: 'Continuous heavy rains' },
  { name: 'variation-orders', path: () => contractRecordPages.variationOrders(ids.contract), ready: 'Added canal length' },
  { name: 'billings', path: () => contractRecordPages.financialAccomplishment(ids.contract), ready: /₱1,250,000\.50/ },
  { name: 'time-extensions', path: () => contractRecordPages.approvedTimeExtensions(ids.contract), ready: 'Typhoon damage to the canal' },
  { name: 'contract-features', path: () => `/physical-features/contract/${ids.contract}`, ready: 'Concrete canal lining' },
  { name: 'feature-accomplishments', path: () => `/physical-features/contract/${ids.contract}/feature-name/${ids.featureName}`, ready: /120\.5/ },
  { name: 'contractors', path: () => '/contractors', ready: contractorName },
  { name: 'contractor', path: () => `/contractors/${ids.contractor}`, ready: contractNumber },
  { name: 'account-users', path: () => '/account-profile', ready: 'demoinspector' },
  { name: 'user-profile', path: () => `/user-profile/${ids.inspector}`, ready: year },
  { name: 'user-activities', path: () => '/user-activities', ready: sourceName },
  {
    name: 'accomplishment-summary',
    path: () => '/reports/projects/accomplishment-summary-report/',
    ready: 'GAA Locally Funded Projects',
    open: async () => {
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
    },
  },
];

async function openTablePage(target: TablePage) {
  await openInApp(page, server.baseUrl, target.path());
  await target.open?.();
  await page.getByText(target.ready).first().waitFor({ timeout: 30_000 });
  // Rows drawn, not skeletons.
  await expect.poll(() => page.locator('.MuiSkeleton-root').count(), { timeout: 15_000 }).toBe(0);
}

/** What a phone's reader would miss or fail to tap on the page as it is now. */
async function phoneProblems(): Promise<string[]> {
  return page.evaluate((width) => {
    const problems: string[] = [];
    const describe = (element: Element) => `“${(element.textContent ?? '').trim().slice(0, 60)}”`;
    for (const card of document.querySelectorAll('[data-row-card]')) {
      // Every piece of a card's text (every figure) lies within the screen's width.
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        // Text for screen readers only (a 1 px clipped box) is not on the screen by design.
        if ((node.parentElement?.getBoundingClientRect().width ?? 2) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) {
          if (box.width > 0 && (box.left < -0.5 || box.right > width + 0.5)) {
            problems.push(`text “${node.textContent.trim().slice(0, 40)}” spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
          }
        }
      }
      // The title's link or button and every control at the card's foot are thumb-sized.
      const targets = [
        ...card.querySelectorAll(':scope > div:first-child a, :scope > div:first-child button'),
        ...card.querySelectorAll('[data-row-card-actions] a, [data-row-card-actions] button'),
      ];
      for (const target of targets) {
        const box = target.getBoundingClientRect();
        if (box.width < 44 - 0.5 || box.height < 44 - 0.5) {
          problems.push(`${target.tagName.toLowerCase()} ${target.getAttribute('aria-label') ?? describe(target)} is ${Math.round(box.width)}×${Math.round(box.height)} px in card ${describe(card)}`);
        }
      }
    }
    return problems;
  }, PHONE.width);
}

describe('tables on a phone: every row a card, every figure on screen, 44 px targets', () => {
  const app = useAppInBrowser();
  beforeAll(async () => {
    ({ server, page } = app);
    await signIn(page, server.baseUrl, 'demoadmin', DEMO_PASSWORD);
    await signInToApi('demoadmin');
    await signInToApi('demoaccountant');

    const projects = await callApi<{ id: number; name: string }[]>('GET', `projects/year/${year}`);
    ids.project = projects.find((project) => project.name.startsWith('Rehabilitation of TRIS Lateral A'))!.id;
    const contracts = await callApi<{ id: number; contract_number: string }[]>('GET', `contracts/year/${year}`);
    ids.contract = contracts.find((contract) => contract.contract_number === contractNumber)!.id;
    const contractors = await callApi<{ id: number; name: string }[]>('GET', 'contractors/');
    ids.contractor = contractors.find((contractor) => contractor.name === contractorName)!.id;
    const users = await callApi<{ id: number; username: string }[]>('GET', 'user-accounts/');
    ids.inspector = users.find((user) => user.username === 'demoinspector')!.id;
    const featureNames = await callApi<{ id: number; name: string }[]>('GET', 'physical-features/names/');
    ids.featureName = featureNames.find((name) => name.name === 'Concrete canal lining')!.id;

    // Rows for the pages the demo office leaves empty.
    const sourceNameRow = await callApi<{ id: number }>('POST', 'expenditure-source-names/create/', { long_name: sourceName, short_name: 'PF' });
    const source = await callApi<{ id: number }>('POST', 'expenditure-sources/create/', {
      project_id: ids.project,
      expenditure_source_name_id: sourceNameRow.id,
      amount: 5_000_000,
    }, 'demoaccountant');
    await callApi('POST', 'project-expenditures/create/', {
      project_id: ids.project,
      expenditure_source_id: source.id,
      amount: 1_234_567.89,
      date_obligated: addDays(today, -10),
      date_disbursed: addDays(today, -3),
      remarks: 'Cement and reinforcing bars for Sta. 0+000 to 0+850',
    }, 'demoaccountant');
    await callApi('POST', 'requested-cash/create/', { project_id: ids.project, amount: 750_000, requested_on: addDays(today, -5), remarks: 'Second tranche' }, 'demoaccountant');
    await callApi('POST', 'financial-accomplishments/create/', { contract_id: ids.contract, billing_amount: 1_250_000.5, remarks: 'First progress billing' });
    await callApi('POST', 'variation-orders/create/', { contract_id: ids.contract, date_effective: addDays(today, -2), revised_amount: 12_345_678.9, remarks: 'Added canal length' });
    await callApi('POST', 'approved-time-extensions/create/', {
      contract_id: ids.contract,
      number_of_days: 30,
      date_requested: addDays(today, -8),
      date_approved: addDays(today, -4),
      reason: 'Typhoon damage to the canal',
    });
    // A second contract, finished, for Completed Contracts.
    const completed = await callApi<{ id: number }>('POST', 'contracts/create/', {
      project_id: ids.project,
      contract_id: completedNumber,
      contract_description: 'Turnouts of TRIS Lateral A',
      amount: 987_654.32,
      start_date: addDays(today, -40),
      duration: 30,
    });
    await callApi('POST', 'physical-schedules/create/', { contract_id: completed.id, date_effective: addDays(today, -11), accomplishment: 100 });
    await callApi('POST', 'physical-accomplishments/create/', { contract_id: completed.id, accomplishment: 100 });
    await callApi('POST', 'physical-features/features/create/', {
      contract_id: ids.contract,
      physical_feature_name_id: ids.featureName,
      accomplishment_date: addDays(today, -1),
      quantity: 120.5,
    });
  });

  for (const target of pages) {
    it(`${target.name}: cards at ${PHONE.width} px, a table at ${DESKTOP.width} px`, async () => {
      await page.setViewportSize(DESKTOP);
      await openTablePage(target);
      expect(await page.getByRole('table').count(), `${target.name} shows a table at ${DESKTOP.width} px`).toBeGreaterThan(0);
      if (target.name.startsWith('contracts-')) {
        // A contract list's whole row fits a laptop, the menu open: people compare across it.
        const overflow = await page.evaluate(() =>
          [...document.querySelectorAll('.MuiTableContainer-root')].map((box) => box.scrollWidth - box.clientWidth),
        );
        expect(Math.max(...overflow), `${target.name} scrolls sideways at ${DESKTOP.width} px`).toBeLessThanOrEqual(0);
      }
      // axe at both widths, no sideways scroll at 390 px, screenshots of both.
      await checkPage(page, `phone-tables-${target.name}`);

      await page.setViewportSize(PHONE);
      await page.waitForTimeout(300);
      expect(await page.getByRole('table').count(), `${target.name} still shows a table at ${PHONE.width} px`).toBe(0);
      expect(await page.locator('[data-row-card]').count(), `${target.name} shows cards at ${PHONE.width} px`).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await phoneProblems()).toEqual([]);
      await shot(page, `phone-tables-${target.name}-cards-390`);
      await page.setViewportSize(DESKTOP);
    });
  }
});

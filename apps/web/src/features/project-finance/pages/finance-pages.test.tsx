import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MockAnswer } from '../../../test/api-mock';
import { signIn } from '../../../test/fixtures';
import { renderRoutesWithApi } from '../../../test/render';
import { projectFinanceRoutes } from '../routes';

const items = [
  {
    project: { id: 1, name: 'Canal lining', amount: 2500000.75 },
    expenditures: [
      { id: 5, amount: 0.1, date_disbursed: '2024-02-01' },
      { id: 6, amount: 0.2, date_disbursed: '2024-03-01' },
    ],
    expenditures_total: 0.3,
  },
  {
    project: { id: 2, name: 'Dam repair', amount: 1000000 },
    expenditures: [{ id: 7, amount: 120000.5, date_disbursed: '2024-04-01' }],
    expenditures_total: 120000.5,
  },
];

function setup(path: string, mocks: Record<string, MockAnswer> = {}) {
  signIn();
  return renderRoutesWithApi(
    mocks,
    (queryClient) => [...(projectFinanceRoutes(queryClient).activeAccount ?? []), { path: '*', element: <p>Not found page</p> }],
    path,
  );
}

describe('Finance menu (spec 2 §2)', () => {
  it("asks for the year ('This field is required.') and opens that year's expenditures", async () => {
    const { user, router } = setup('/finance', { 'GET finance/expenditures-by-year/2024': { body: items } });
    await user.click(await screen.findByRole('button', { name: /Expenditures By Year/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Type a Year' });
    expect(within(dialog).getByText('expenditures year funded')).toBeTruthy();
    const year = within(dialog).getByLabelText(/^Year/);
    expect(year.getAttribute('placeholder')).toBe('2020');
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    await user.type(year, 'abcd');
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(await within(dialog).findByText('Year must be a number.')).toBeTruthy();
    await user.clear(year);
    await user.type(year, '2024{Enter}');
    expect(await screen.findByRole('heading', { name: 'Expenditures for CY 2024' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/finance/expenditures-by-year/2024');
  });
});

describe('Expenditures for CY {year}', () => {
  it('lists each project with its allocation and disbursed expenditures, totalled exactly', async () => {
    setup('/finance/expenditures-by-year/2024', { 'GET finance/expenditures-by-year/2024': { body: items } });
    const table = await screen.findByRole('table', { name: 'Expenditures for CY 2024' });
    expect(within(table).getByText('Canal lining')).toBeTruthy();
    expect(within(table).getByText('Php 2,500,000.75')).toBeTruthy();
    expect(within(table).getByText('Php 0.30')).toBeTruthy();
    // 0.30 + 120,000.50, in centavos.
    expect(within(table).getByText('Php 120,000.80')).toBeTruthy();
  });

  it('says so when no project of the year has disbursed expenditures', async () => {
    setup('/finance/expenditures-by-year/2030', { 'GET finance/expenditures-by-year/2030': { body: [] } });
    expect(await screen.findByText('No disbursed expenditures for projects of CY 2030.')).toBeTruthy();
  });

  it.each(['/finance/expenditures-by-year', '/finance/expenditures-by-year/20x4', '/finance/expenditures-by-year/123'])(
    'sends %s to the not-found page without calling the server',
    async (path) => {
      const { calls } = setup(path);
      expect(await screen.findByText('Not found page')).toBeTruthy();
      expect(calls).toHaveLength(0);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalFor, type Municipality, type System } from '@subaybay/domain';
import type { InitialEntry } from 'react-router';
import type { MockAnswer } from '../../../test/api-mock';
import { makeUser, signIn } from '../../../test/fixtures';
import { renderRoutesWithApi } from '../../../test/render';
import { SystemAddPage } from './system-add-page';
import { SystemUpdatePage } from './system-update-page';
import { SystemsPage } from './systems-page';

const municipalities: Municipality[] = [
  { id: 10, name: 'San Isidro', province: 'Nueva Ecija' },
  { id: 11, name: 'Capas', province: 'Tarlac' },
  { id: 12, name: 'San Isidro', province: 'Northern Samar' },
  { id: 13, name: 'San Marcelino', province: 'Zambales' },
];
const capas = municipalities[1]!;
const system: System = { id: 7, name: 'Tarlac River Irrigation System', municipality: capas, remarks: 'North canal' };

function setup(routes: Record<string, MockAnswer>, initialPath: InitialEntry) {
  return renderRoutesWithApi(
    { 'GET municipalities': { body: municipalities }, ...routes },
    [
      { path: '/systems', element: <SystemsPage /> },
      { path: '/systems/add', element: <SystemAddPage /> },
      { path: '/systems/update/:id?', element: <SystemUpdatePage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    initialPath,
  );
}

describe('systems list (spec 2 §2)', () => {
  it('shows id, name, municipality with its province and remarks; a row opens the update page with the system', async () => {
    signIn();
    const { user, router, calls } = setup({ 'GET systems': { body: [system] } }, '/systems');
    const row = (await screen.findByText('Tarlac River Irrigation System')).closest('tr')!;
    expect(within(row).getByText('Capas, Tarlac')).toBeTruthy();
    expect(within(row).getByText('North canal')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update Tarlac River Irrigation System, ID 7' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systems/update/7'));
    expect(router.state.location.state).toEqual({ system });
    // The system came in navigation state: no read of it.
    expect(await screen.findByDisplayValue('Tarlac River Irrigation System')).toBeTruthy();
    expect(calls.some((call) => call.path === 'systems/7')).toBe(false);
  });

  it('disables Add System with the reason for a viewer', async () => {
    signIn(makeUser({ roles: [{ id: 5, name: 'Viewer' }] }));
    setup({ 'GET systems': { body: [system] } }, '/systems');
    await screen.findByText('Tarlac River Irrigation System');
    const button = screen.getByRole('button', { name: 'Add System', description: refusalFor('systems.write') });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    // A viewer's row opens nothing.
    expect(screen.queryByRole('button', { name: 'Update Tarlac River Irrigation System, ID 7' })).toBeNull();
  });
});

describe('add system (spec 2 §5)', () => {
  it("requires a name ('System/Category name required') and a municipality ('Municipality is required.')", async () => {
    signIn();
    const { user, calls } = setup({}, '/systems/add');
    await user.click(await screen.findByRole('button', { name: 'Add System' }));
    expect(await screen.findByText('System/Category name required')).toBeTruthy();
    expect(screen.getByText('Municipality is required.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('finds the municipality by name and province, creates, toasts and returns to the list', async () => {
    signIn();
    const { user, calls, router } = setup(
      {
        'POST systems/create': { status: 201, body: { id: 8, name: 'San Isidro Creek', municipality: municipalities[0]!, remarks: '' } },
        'GET systems': { body: [] },
      },
      '/systems/add',
    );
    await user.type(await screen.findByLabelText(/^Name/), 'San Isidro Creek');
    await user.type(screen.getByRole('combobox', { name: /Municipality/ }), 'san isidro, nueva');
    await user.click(await screen.findByRole('option', { name: 'San Isidro, Nueva Ecija' }));
    expect(screen.queryByRole('option', { name: 'San Isidro, Northern Samar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add System' }));
    expect(await screen.findByText('System/Category created successfully.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/systems'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'San Isidro Creek', municipality_id: 10, remarks: '' });
  });

  it("shows the server's detail when the name is taken (409) and stays on the page", async () => {
    signIn();
    const detail = 'A system/category named "Capas RIS" already exists in this office.';
    const { user, router } = setup({ 'POST systems/create': { status: 409, body: { detail, errors: { name: [detail] } } } }, '/systems/add');
    await user.type(await screen.findByLabelText(/^Name/), 'Capas RIS');
    await user.type(screen.getByRole('combobox', { name: /Municipality/ }), 'Capas');
    await user.click(await screen.findByRole('option', { name: 'Capas, Tarlac' }));
    await user.click(screen.getByRole('button', { name: 'Add System' }));
    expect((await screen.findAllByText(detail)).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/systems/add');
  });
});

describe('update system (spec 2 §5, §8)', () => {
  it("saves with PUT and the spec's toast", async () => {
    signIn();
    const { user, calls, router } = setup(
      {
        'PUT systems/update/7': { body: { ...system, name: 'Tarlac River IS', municipality: municipalities[3]! } },
        'GET systems': { body: [] },
      },
      { pathname: '/systems/update/7', state: { system } },
    );
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Tarlac River IS');
    const municipality = screen.getByRole('combobox', { name: /Municipality/ });
    await user.clear(municipality);
    await user.type(municipality, 'Marcelino');
    await user.click(await screen.findByRole('option', { name: 'San Marcelino, Zambales' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('System updated successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/systems'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Tarlac River IS', municipality_id: 13, remarks: 'North canal' });
  });

  it("says 'System name required' when the name is cleared", async () => {
    signIn();
    const { user, calls } = setup({}, { pathname: '/systems/update/7', state: { system } });
    await user.clear(await screen.findByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('System name required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("without an id: 'Invalid system id or no id provided.' and back to the list", async () => {
    signIn();
    const { router } = setup({ 'GET systems': { body: [] } }, '/systems/update');
    expect(await screen.findByText('Invalid system id or no id provided.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/systems'));
  });

  it('without navigation state (a reload, a bookmark): reads the system by id and opens it', async () => {
    signIn();
    const { calls } = setup({ 'GET systems/7': { body: system } }, '/systems/update/7');
    expect(await screen.findByDisplayValue('Tarlac River Irrigation System')).toBeTruthy();
    expect(screen.getByDisplayValue('North canal')).toBeTruthy();
    expect(calls.some((call) => call.method === 'GET' && call.path === 'systems/7')).toBe(true);
  });

  it("without navigation state and unknown to the server: 'Required system parameters not satisfied.' and home", async () => {
    signIn();
    const { router } = setup({ 'GET systems/99': { status: 404, body: { detail: 'Not found.' } } }, '/systems/update/99');
    expect(await screen.findByText('Required system parameters not satisfied.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Home page')).toBeTruthy();
  });
});

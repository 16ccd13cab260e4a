import { describe, expect, it } from 'vitest';
import { contractMessages, projectMessages, refusalFor, type Project, type ProjectContract, type User } from '@subaybay/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../app/paths';
import { configureApiClient } from '../../../lib/api-client';
import type { MockAnswer } from '../../../test/api-mock';
import { makeUser, signIn } from '../../../test/fixtures';
import { renderRoutesWithApi } from '../../../test/render';
import { ProjectDetailsPage } from './project-details-page';
import { ProjectsOfYearPage } from './projects-of-year-page';
import { ProjectsYearsPage } from './projects-years-page';

const holder = makeUser();
const inspector = makeUser({ id: 2, username: 'inspector', roles: [{ id: 2, name: 'Project Inspector' }] });
const accountant = makeUser({ id: 3, username: 'accountant', roles: [{ id: 3, name: 'Accounting Officer' }] });
const viewer = makeUser({ id: 5, username: 'viewer', roles: [{ id: 5, name: 'Viewer' }] });

const system = { id: 7, name: 'Upper Pampanga RIS', municipality: { id: 3, name: 'Capas', province: 'Tarlac' }, remarks: '' };

function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 11,
    name: 'Canal Lining Lateral A',
    description: 'Concrete lining, 1.2 km',
    amount: 1_500_000.5,
    implementation_year: 2024,
    fund_source: { id: 4, name: 'GAA 2024' },
    system: { id: system.id, name: system.name, municipality: system.municipality },
    remarks: 'Priority',
    ...overrides,
  };
}

const contract: ProjectContract = {
  id: 21,
  contract_id: 'NIAR3-TARZAM-2024-15-1',
  contract_number: 'NIAR3-TARZAM-2024-15-1',
  contract_description: 'Canal lining',
  amount: 1_234_567.89,
  start_date: '2024-03-05',
  duration: 120,
  projects: [{ id: 11, name: 'Canal Lining Lateral A', implementation_year: 2024 }],
};

function render(user: User, initialPath: string, routes: Record<string, MockAnswer>) {
  signIn(user);
  // Project Details also shows the finance feature's sections; empty here, they are tested with that feature.
  const financeSections: Record<string, MockAnswer> = { 'GET expenditure-source-names': { body: [] } };
  for (const projectId of [1, 11]) {
    financeSections[`GET expenditure-sources/project/${projectId}/balance`] = { body: [] };
    financeSections[`GET requested-cash/project/${projectId}`] = { body: [] };
    financeSections[`GET project-expenditures/project/${projectId}`] = { body: [] };
  }
  return renderRoutesWithApi(
    { ...financeSections, ...routes },
    [
      { path: paths.projects, element: <ProjectsYearsPage /> },
      { path: paths.pattern.projectsByYear, element: <ProjectsOfYearPage /> },
      { path: paths.pattern.projectDetails, element: <ProjectDetailsPage /> },
      { path: paths.pattern.contractDetails, element: <p>Contract page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    initialPath,
  );
}

describe('projects by year (/projects)', () => {
  const years = [
    { implementation_year: 2025, count: 3, total_allocation: 0.31 },
    { implementation_year: 2024, count: 12, total_allocation: 1_234_567.8 },
  ];

  it('lists the years with their counts and totals in pesos; a row opens the year', async () => {
    const { user, router } = render(holder, '/projects', { 'GET projects': { body: years }, 'GET projects/year/2024': { body: [] } });
    expect(await screen.findByText('Php 1,234,567.80')).toBeTruthy();
    expect(screen.getByText('Php 0.31')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Implementation Year/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Number of Projects/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Total Allocation/ })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Projects of 2024' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/year/2024'));
  });

  it('enables Add Project for the account holder only; others see why not', async () => {
    render(holder, '/projects', { 'GET projects': { body: years } });
    const enabled = await screen.findByRole('button', { name: 'Add Project' });
    expect(enabled.getAttribute('aria-disabled')).toBeNull();
    configureApiClient({});
    for (const user of [inspector, accountant, viewer]) {
      document.body.innerHTML = '';
      render(user, '/projects', { 'GET projects': { body: years } });
      const disabled = await screen.findByRole('button', { name: 'Add Project', description: refusalFor('projects.create') });
      expect(disabled.getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('shows the error with Retry when the years cannot be loaded', async () => {
    render(holder, '/projects', { 'GET projects': { status: 503, body: { detail: 'The database is not available. Please try again later.' } } });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('adds a project with its system, toasts and goes to that year', async () => {
    const created = makeProject({ id: 12, name: 'New Canal', amount: 120_000.5, implementation_year: 2026, fund_source: null, description: '', remarks: '' });
    const { user, calls, router } = render(holder, '/projects', {
      'GET projects': { body: years },
      'GET systems': { body: [system] },
      'POST projects/create': { status: 201, body: created },
      'GET projects/year/2026': { body: [created] },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    expect(await within(dialog).findByText(projectMessages.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(projectMessages.amountRequired)).toBeTruthy();
    expect(within(dialog).getByText(projectMessages.systemRequired)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Project Name/), 'New Canal');
    await user.type(within(dialog).getByLabelText(/^Amount/), '120000.50');
    const year = within(dialog).getByLabelText(/^Implementation Year/) as HTMLInputElement;
    // The year on screen (none here: the current year) is the default.
    expect(year.value).toBe(String(new Date().getFullYear()));
    fireEvent.change(year, { target: { value: '2026' } });
    await user.click(within(dialog).getByLabelText(/^System\/Category/));
    await user.click(await screen.findByRole('option', { name: 'Upper Pampanga RIS (Capas, Tarlac)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText(projectMessages.created)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'New Canal', amount: 120_000.5, implementation_year: 2026, system_id: 7 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/year/2026'));
  });
});

describe('projects of a year (/projects/year/:year)', () => {
  it("titles the year, lists its projects and totals their amounts exactly", async () => {
    const projects = [
      makeProject({ id: 1, name: 'A', amount: 0.1 }),
      makeProject({ id: 2, name: 'B', amount: 0.2 }),
      makeProject({ id: 3, name: 'C', amount: 1_000_000, fund_source: null }),
    ];
    const { user, router } = render(viewer, '/projects/year/2024', {
      'GET projects/year/2024': { body: projects },
      'GET projects/1': { body: projects[0] },
      'GET contracts/project/1': { body: [] },
    });
    expect(await screen.findByRole('heading', { name: 'CY 2024 Projects' })).toBeTruthy();
    const totalRow = (await screen.findByText('Total')).closest('tr')!;
    // 0.1 + 0.2 + 1,000,000 in floats is 1000000.3000000001; the total is summed in centavos.
    expect(within(totalRow).getByText('Php 1,000,000.30')).toBeTruthy();
    expect(screen.getByText('Php 0.10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Project', description: refusalFor('projects.create') }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Open A' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/details/1/2024'));
  });

  it('says so when the year has no projects, and when the year is not one', async () => {
    render(holder, '/projects/year/2031', { 'GET projects/year/2031': { body: [] } });
    expect(await screen.findByText('No projects in 2031 yet.')).toBeTruthy();
    document.body.innerHTML = '';
    const { calls } = render(holder, '/projects/year/abc', {});
    expect(await screen.findByText(/names no implementation year/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the error with Retry when the list cannot be loaded', async () => {
    render(holder, '/projects/year/2024', { 'GET projects/year/2024': { status: 503, body: { detail: 'The database is not available.' } } });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
  });
});

describe('project details (/projects/details/:projectId/:year)', () => {
  const project = makeProject();
  const detailsRoutes = (extra: Record<string, MockAnswer> = {}) => ({
    'GET projects/11': { body: project },
    'GET contracts/project/11': { body: [contract] },
    ...extra,
  });

  it('shows General Information, breadcrumbs and the contracts linking to their page', async () => {
    const { user, router } = render(viewer, '/projects/details/11/2024', detailsRoutes());
    expect(await screen.findByRole('heading', { name: 'Canal Lining Lateral A', level: 1 })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Projects' })).toBeTruthy();
    expect(within(crumbs).getByRole('link', { name: 'CY 2024' })).toBeTruthy();
    expect(screen.getByText('Php 1,500,000.50')).toBeTruthy();
    expect(screen.getByText('GAA 2024')).toBeTruthy();
    expect(screen.getByText('Capas, Tarlac')).toBeTruthy();
    expect(await screen.findByText('Php 1,234,567.89')).toBeTruthy();
    expect(screen.getByText('Mar 5, 2024')).toBeTruthy();
    expect(screen.getByText('120 C.D.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Open contract NIAR3-TARZAM-2024-15-1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/details/21/2024/11'));
  });

  it('links to the Project Detailed Report of its year, for every role', async () => {
    const { user, router } = render(viewer, '/projects/details/11/2024', detailsRoutes());
    await user.click(await screen.findByRole('link', { name: 'Detailed Report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/report/11/${project.implementation_year}`));
  });

  it('gives the pencil and Delete to the account holder, Add Contract to the inspector, and neither to the viewer', async () => {
    render(holder, '/projects/details/11/2024', detailsRoutes());
    expect((await screen.findByRole('button', { name: 'Edit project' })).getAttribute('aria-disabled')).toBeNull();
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Add Contract' }).getAttribute('aria-disabled')).toBeNull();

    document.body.innerHTML = '';
    render(inspector, '/projects/details/11/2024', detailsRoutes());
    expect((await screen.findByRole('button', { name: 'Edit project', description: refusalFor('projects.update') })).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Add Contract' }).getAttribute('aria-disabled')).toBeNull();

    document.body.innerHTML = '';
    render(accountant, '/projects/details/11/2024', detailsRoutes());
    expect((await screen.findByRole('button', { name: 'Add Contract', description: refusalFor('contracts.create') })).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal when a project with contracts is deleted, and stays", async () => {
    const detail = "This project has 1 contract(s); remove them from the project before deleting it. A contract whose only project is this one is removed with Delete Contract on the contract's page.";
    const { user, router } = render(
      holder,
      '/projects/details/11/2024',
      detailsRoutes({ 'DELETE projects/delete/11': { status: 400, body: { detail } } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
    expect(within(dialog).getByText(projectMessages.deleteConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects/details/11/2024');
    expect(screen.getByRole('dialog', { name: 'Delete Project' })).toBeTruthy();
  });

  it('deletes, toasts and goes back to the year list', async () => {
    const { user, router } = render(
      holder,
      '/projects/details/11/2024',
      detailsRoutes({ 'DELETE projects/delete/11': { status: 204 }, 'GET projects/year/2024': { body: [] } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Project' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(projectMessages.deleted)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/year/2024'));
  });

  it("edits the project with the fund source and says 'This field is required.' for an emptied field", async () => {
    const edited = makeProject({ name: 'Canal Lining Lateral B', fund_source: { id: 5, name: 'Local Fund' } });
    const { user, calls } = render(
      holder,
      '/projects/details/11/2024',
      detailsRoutes({ 'GET fund-sources': { body: [{ id: 4, name: 'GAA 2024' }, { id: 5, name: 'Local Fund' }] }, 'PUT projects/update/11': { body: edited } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    const name = within(dialog).getByLabelText(/^Project Name/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(projectMessages.fieldRequired)).toBeTruthy();
    await user.type(name, 'Canal Lining Lateral B');
    await user.click(within(dialog).getByLabelText(/^Fund Source/));
    await user.click(await screen.findByRole('option', { name: 'Local Fund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(projectMessages.updated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Canal Lining Lateral B',
      amount: 1_500_000.5,
      implementation_year: 2024,
      fund_source_id: 5,
      description: 'Concrete lining, 1.2 km',
      remarks: 'Priority',
    });
  });

  it("asks for every required field of Add Contract with 'This field is required.' before calling the server", async () => {
    const { user, calls } = render(
      inspector,
      '/projects/details/11/2024',
      detailsRoutes({ 'POST contracts/create': { status: 201, body: contract } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contract' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Contract' }));
    await waitFor(() => expect(within(dialog).getAllByText(contractMessages.fieldRequired)).toHaveLength(4));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("starts Location at the project's system's municipality and sends what the user leaves there", async () => {
    const { user, calls } = render(holder, '/projects/details/11/2024', detailsRoutes({ 'POST contracts/create': { status: 201, body: contract } }));
    await user.click(await screen.findByRole('button', { name: 'Add Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contract' });
    const location = within(dialog).getByLabelText(/^Location/) as HTMLInputElement;
    expect(location.value).toBe('Capas, Tarlac');
    await user.type(location, ' (Lateral A)');
    await user.type(within(dialog).getByLabelText(/^Contract ID/), 'NIAR3-TARZAM-2024-15-1');
    await user.type(within(dialog).getByLabelText(/^Amount/), '1000');
    await user.type(within(dialog).getByLabelText(/^Duration/), '120');
    await user.click(within(dialog).getByRole('group', { name: /Start Date/ }));
    await user.keyboard('20240305');
    await user.click(within(dialog).getByRole('button', { name: 'Add Contract' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ location: 'Capas, Tarlac (Lateral A)', project_id: 11 }));
  });

  it("shows the server's duplicate-number refusal under Contract ID", async () => {
    const { user } = render(
      holder,
      '/projects/details/11/2024',
      detailsRoutes({
        'POST contracts/create': {
          status: 400,
          body: { detail: contractMessages.numberTaken, errors: { contract_id: [contractMessages.numberTaken] } },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contract' });
    await user.type(within(dialog).getByLabelText(/^Contract ID/), 'NIAR3-TARZAM-2024-15-1');
    await user.type(within(dialog).getByLabelText(/^Amount/), '1000');
    await user.type(within(dialog).getByLabelText(/^Duration/), '120');
    // The date picker's text field takes the ISO date typed section by section.
    const startDate = within(dialog).getByRole('group', { name: /Start Date/ });
    await user.click(startDate);
    await user.keyboard('20240305');
    await user.click(within(dialog).getByRole('button', { name: 'Add Contract' }));
    expect((await within(dialog).findAllByText(contractMessages.numberTaken)).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Add Contract' })).toBeTruthy();
  });

  it('says there is no such project for an unknown id, without a spinner or a redirect', async () => {
    const { router } = render(holder, '/projects/details/999/2024', {
      'GET projects/999': { status: 404, body: { detail: 'Not found.' } },
      'GET contracts/project/999': { status: 404, body: { detail: 'Not found.' } },
    });
    expect(await screen.findByText(/There is no such project/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects/details/999/2024');
    document.body.innerHTML = '';
    render(holder, '/projects/details/abc/2024', {});
    expect(await screen.findByText(/There is no such project/)).toBeTruthy();
  });

  it('shows the error with Retry when the project cannot be loaded', async () => {
    render(holder, '/projects/details/11/2024', {
      'GET projects/11': { status: 503, body: { detail: 'The database is not available.' } },
      'GET contracts/project/11': { body: [] },
    });
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

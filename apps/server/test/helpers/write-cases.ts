import { PASSWORD, unique, type Office } from './factories.js';
import { multipartBody, photoFixture } from './photos.js';
import { anyMunicipalityId, insertContract, insertExpenditureSourceName, insertProject } from './records.js';
import type { TestApp } from './test-app.js';

/**
 * One good request of every write route of the API, each on a fresh office:
 * `arrange` makes what the write needs and returns the write. Used by the
 * activity test (each adds its line) and the tenancy test (the SQL of each is
 * scoped by office). A new write route fails the activity test until its case
 * is here.
 */

export type Method = 'POST' | 'PUT' | 'DELETE';
export interface WriteCase {
  /** "METHOD /api/path" as the OpenAPI document names the route. */
  route: string;
  /** The line the write must add: its verb and target joined as the web shows them. */
  line: RegExp;
  /** Makes what the write needs (not measured), then returns the write to measure. */
  arrange: (
    api: TestApp,
    office: Office,
  ) => Promise<{ method: Method; url: string; payload?: object; headers?: Record<string, string>; as?: 'holder' | 'inspector' | 'accountant' }>;
}

/** Finance is the accounting officer's (spec 2 §7); everything else is done as the account holder. */
export const userFor = (office: Office, url: string) =>
  /expenditure-sources|requested-cash|project-expenditures/.test(url) ? office.accountant : office.holder;

const body = async (api: TestApp, office: Office, method: Method, url: string, payload?: object): Promise<{ id: number }> => {
  const response = await api.request({ method, url, token: userFor(office, url).access, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
  return response.json();
};

/** One photo uploaded to a new contract of the office. */
async function photoOf(api: TestApp, office: Office): Promise<number> {
  const contractId = await contractOf(api, office);
  const { payload, headers } = await multipartBody({ stage: 'before' }, { bytes: await photoFixture(), filename: 'site.jpg', type: 'image/jpeg' });
  const response = await api.request({ method: 'POST', url: `/api/contracts/${contractId}/photos/`, token: office.holder.access, headers, payload });
  if (response.statusCode !== 201) throw new Error(`photo upload → ${response.statusCode} ${response.body}`);
  return (response.json() as { id: number }).id;
}

const contractOf = (api: TestApp, office: Office) => insertContract(api, office.accountId, { startDate: '2024-01-01', amount: 1_000_000_00 as never });

export const writeCases: WriteCase[] = [
  // accounts and users
  { route: 'PUT /api/accounts/update', line: /^Update account: /, arrange: async () => ({ method: 'PUT', url: '/api/accounts/update/', payload: { office_name: `Renamed Office ${unique()}` } }) },
  {
    route: 'POST /api/user-accounts/create',
    line: /^User account created: newviewer/,
    arrange: async () => ({ method: 'POST', url: '/api/user-accounts/create/', payload: { role_id: 5, username: `newviewer${unique()}`, password: PASSWORD } }),
  },
  {
    route: 'PUT /api/user-accounts/update',
    line: /^Update user account: /,
    arrange: async (_api, office) => ({
      method: 'PUT',
      url: '/api/user-accounts/update/',
      payload: { id: office.inspector.id, first_name: 'Pedro', last_name: 'Penduko', email: 'pedro@example.gov.ph', position: 'Engineer I' },
    }),
  },
  {
    route: 'PUT /api/user-accounts/update-password',
    line: /^Changed password\.$/,
    arrange: async () => ({ method: 'PUT', url: '/api/user-accounts/update-password/', payload: { current_password: PASSWORD, new_password: 'Another2026!' }, as: 'inspector' }),
  },
  {
    route: 'POST /api/user-accounts/follow',
    line: /^Follow user: /,
    arrange: async (_api, office) => ({ method: 'POST', url: '/api/user-accounts/follow/', payload: { user_id: office.viewer.id } }),
  },
  // forum (the line goes to the author's office)
  {
    route: 'POST /api/forum/posts/create',
    line: /^Create forum post: Slippage question/,
    arrange: async (api, office) => ({ method: 'POST', url: '/api/forum/posts/create/', payload: { cat_id: await generalCategory(api, office), title: `Slippage question ${unique()}`, body: '<p>How is it read?</p>' } }),
  },
  {
    route: 'PUT /api/forum/posts/update/{id}',
    line: /^Update forum post: Slippage answered/,
    arrange: async (api, office) => {
      const { id } = await forumPostOf(api, office);
      return { method: 'PUT', url: `/api/forum/posts/update/${id}/`, payload: { title: `Slippage answered ${unique()}`, body: '<p>Actual minus target.</p>' } };
    },
  },
  {
    route: 'DELETE /api/forum/posts/delete/{id}',
    line: /^Delete forum post: Draft/,
    arrange: async (api, office) => {
      const { id } = await forumPostOf(api, office);
      return { method: 'DELETE', url: `/api/forum/posts/delete/${id}/` };
    },
  },
  {
    route: 'POST /api/forum/replies/create',
    line: /^Reply to forum post: Draft/,
    arrange: async (api, office) => {
      const { id } = await forumPostOf(api, office);
      return { method: 'POST', url: '/api/forum/replies/create/', payload: { post_id: id, message: 'Thank you.' } };
    },
  },
  // expenditure source names, systems, fund sources
  {
    route: 'POST /api/expenditure-source-names/create',
    line: /^Create expenditure source name: Contract Works/,
    arrange: async () => ({ method: 'POST', url: '/api/expenditure-source-names/create/', payload: { long_name: `Contract Works ${unique()}`, short_name: `CW${unique()}` } }),
  },
  {
    route: 'PUT /api/expenditure-source-names/update/{id}',
    line: /^Update expenditure source name: Survey/,
    arrange: async (api, office) => {
      const id = await insertExpenditureSourceName(api, office.accountId);
      return { method: 'PUT', url: `/api/expenditure-source-names/update/${id}/`, payload: { long_name: `Survey ${unique()}`, short_name: `SV${unique()}` } };
    },
  },
  {
    route: 'POST /api/systems/create',
    line: /^Create system: Camiling RIS/,
    arrange: async (api) => ({ method: 'POST', url: '/api/systems/create/', payload: { name: `Camiling RIS ${unique()}`, municipality_id: await anyMunicipalityId(api) } }),
  },
  {
    route: 'PUT /api/systems/update/{id}',
    line: /^Update system: Tarlac RIS/,
    arrange: async (api, office) => {
      const municipality_id = await anyMunicipalityId(api);
      const { id } = await body(api, office, 'POST', '/api/systems/create/', { name: `Camiling RIS ${unique()}`, municipality_id });
      return { method: 'PUT', url: `/api/systems/update/${id}/`, payload: { name: `Tarlac RIS ${unique()}`, municipality_id } };
    },
  },
  { route: 'POST /api/fund-sources/create', line: /^Create fund source: GAA/, arrange: async () => ({ method: 'POST', url: '/api/fund-sources/create/', payload: { name: `GAA ${unique()}` } }) },
  {
    route: 'PUT /api/fund-sources/update/{id}',
    line: /^Update fund source: LGU/,
    arrange: async (api, office) => {
      const { id } = await body(api, office, 'POST', '/api/fund-sources/create/', { name: `GAA ${unique()}` });
      return { method: 'PUT', url: `/api/fund-sources/update/${id}/`, payload: { name: `LGU ${unique()}` } };
    },
  },
  {
    route: 'DELETE /api/fund-sources/delete/{id}',
    line: /^Delete fund source: GAA/,
    arrange: async (api, office) => {
      const { id } = await body(api, office, 'POST', '/api/fund-sources/create/', { name: `GAA ${unique()}` });
      return { method: 'DELETE', url: `/api/fund-sources/delete/${id}/` };
    },
  },
  // projects, contracts, contractors
  {
    route: 'POST /api/projects/create',
    line: /^Add project: Canal lining/,
    arrange: async (api, office) => {
      const { id } = await body(api, office, 'POST', '/api/systems/create/', { name: `RIS ${unique()}`, municipality_id: await anyMunicipalityId(api) });
      return { method: 'POST', url: '/api/projects/create/', payload: { name: `Canal lining ${unique()}`, amount: 1_000_000, implementation_year: 2024, system_id: id } };
    },
  },
  {
    route: 'PUT /api/projects/update/{id}',
    line: /^Update project: Canal repair/,
    arrange: async (api, office) => {
      const { id: systemId } = await body(api, office, 'POST', '/api/systems/create/', { name: `RIS ${unique()}`, municipality_id: await anyMunicipalityId(api) });
      const fundSource = await body(api, office, 'POST', '/api/fund-sources/create/', { name: `GAA ${unique()}` });
      const payload = { name: `Canal lining ${unique()}`, amount: 1_000_000, implementation_year: 2024, system_id: systemId, fund_source_id: fundSource.id };
      const { id } = await body(api, office, 'POST', '/api/projects/create/', payload);
      return { method: 'PUT', url: `/api/projects/update/${id}/`, payload: { ...payload, name: `Canal repair ${unique()}` } };
    },
  },
  {
    route: 'DELETE /api/projects/delete/{id}',
    line: /^Delete project: Project/,
    arrange: async (api, office) => ({ method: 'DELETE', url: `/api/projects/delete/${await insertProject(api, office.accountId)}/` }),
  },
  {
    route: 'POST /api/contracts/create',
    line: /^Add contract: NIAR3-/,
    arrange: async (api, office) => ({
      method: 'POST',
      url: '/api/contracts/create/',
      payload: { project_id: await insertProject(api, office.accountId), contract_id: `NIAR3-${unique()}`, amount: 1_234_567.89, start_date: '2024-03-05', duration: 120 },
    }),
  },
  {
    route: 'PUT /api/contracts/update/{id}',
    line: /^Update contract: NIAR3-/,
    arrange: async (api, office) => ({
      method: 'PUT',
      url: `/api/contracts/update/${await contractOf(api, office)}/`,
      payload: { contract_id: `NIAR3-${unique()}`, contract_description: 'Canal lining', amount: 1_234_567.89, start_date: '2024-01-01', duration: 120 },
    }),
  },
  {
    route: 'POST /api/contracts/{id}/projects/add',
    line: /^Add project to contract: /,
    arrange: async (api, office) => ({
      method: 'POST',
      url: `/api/contracts/${await contractOf(api, office)}/projects/add/`,
      payload: { project_id: await insertProject(api, office.accountId) },
    }),
  },
  {
    route: 'POST /api/contracts/{id}/projects/remove',
    line: /^Remove project from contract: /,
    arrange: async (api, office) => {
      const contractId = await contractOf(api, office);
      const projectId = await insertProject(api, office.accountId);
      await body(api, office, 'POST', `/api/contracts/${contractId}/projects/add/`, { project_id: projectId });
      return { method: 'POST', url: `/api/contracts/${contractId}/projects/remove/`, payload: { project_id: projectId } };
    },
  },
  {
    route: 'DELETE /api/contracts/delete/{id}',
    line: /^Delete contract: C-/,
    arrange: async (api, office) => ({ method: 'DELETE', url: `/api/contracts/delete/${await contractOf(api, office)}/` }),
  },
  {
    route: 'POST /api/contractors/create',
    line: /^Add contractor: Tarlac Builders/,
    arrange: async () => ({ method: 'POST', url: '/api/contractors/create/', payload: { name: `Tarlac Builders ${unique()}`, office_address: 'Tarlac City' } }),
  },
  {
    route: 'PUT /api/contractors/update/{id}',
    line: /^Update contractor: Capas Builders/,
    arrange: async (api, office) => {
      const { id } = await body(api, office, 'POST', '/api/contractors/create/', { name: `Tarlac Builders ${unique()}`, office_address: 'Tarlac City' });
      return { method: 'PUT', url: `/api/contractors/update/${id}/`, payload: { name: `Capas Builders ${unique()}`, office_address: 'Capas, Tarlac Province' } };
    },
  },
  // contract records
  ...recordCases('physical-schedules', /physical schedule node: /, (contract_id) => ({ contract_id, date_effective: '2024-02-19', accomplishment: 40 }), { accomplishment: 45 }),
  ...recordCases('physical-accomplishments', /physical accomplishment node: /, (contract_id) => ({ contract_id, accomplishment: 10, overwrite_as_of_date: '2024-01-20' }), {
    accomplishment: 12,
  }),
  ...recordCases(
    'approved-time-extensions',
    /time extension of 15 days|time extension of 20 days/,
    (contract_id) => ({ contract_id, number_of_days: 15, date_requested: '2024-02-01', date_approved: '2024-02-10', reason: 'Heavy rains' }),
    { number_of_days: 20, date_requested: '2024-02-01', date_approved: '2024-02-01', reason: 'Typhoon' },
  ),
  ...recordCases('variation-orders', /variation order Php (1,050,000|990,000)\.00 (to|of) contract C-/, (contract_id) => ({ contract_id, date_effective: '2024-01-10', revised_amount: 1_050_000, remarks: 'VO 1' }), {
    date_effective: '2024-01-10',
    revised_amount: 990_000,
    remarks: 'VO 1a',
  }),
  ...recordCases('financial-accomplishments', /billing Php (250,000|100,000)\.00 (to|of) contract C-/, (contract_id) => ({ contract_id, billing_amount: 250_000, remarks: 'First', as_of_str: '2024-02-01' }), {
    billing_amount: 100_000,
    remarks: 'Corrected',
  }),
  // contract photos (issue 21) and the contract's pin
  {
    route: 'POST /api/contracts/{id}/photos',
    line: /^Add Before photo to contract C-/,
    arrange: async (api, office) => {
      const contractId = await contractOf(api, office);
      const { payload, headers } = await multipartBody({ stage: 'before' }, { bytes: await photoFixture(), filename: 'site.jpg', type: 'image/jpeg' });
      return { method: 'POST', url: `/api/contracts/${contractId}/photos/`, payload, headers };
    },
  },
  {
    route: 'PUT /api/contract-photos/{id}',
    line: /^Update Completion photo of contract C-/,
    arrange: async (api, office) => ({ method: 'PUT', url: `/api/contract-photos/${await photoOf(api, office)}/`, payload: { stage: 'completion', caption: 'Done' } }),
  },
  {
    route: 'DELETE /api/contract-photos/{id}',
    line: /^Delete Before photo of contract C-/,
    arrange: async (api, office) => ({ method: 'DELETE', url: `/api/contract-photos/${await photoOf(api, office)}/` }),
  },
  {
    route: 'PUT /api/contracts/{id}/pin',
    line: /^Set the pin of contract: C-/,
    arrange: async (api, office) => ({ method: 'PUT', url: `/api/contracts/${await contractOf(api, office)}/pin/`, payload: { latitude: 14.5896, longitude: 120.9812 } }),
  },
  ...recordCases('suspension-orders', /^(Add|Delete) suspension order: /, (contract_id) => ({ contract_id, date_effective: '2024-01-31', reason: 'Right of way' })),
  {
    route: 'POST /api/resume-orders/create',
    line: /^Add resume order: /,
    arrange: async (api, office) => {
      const contract_id = await contractOf(api, office);
      const { id } = await body(api, office, 'POST', '/api/suspension-orders/create/', { contract_id, date_effective: '2024-01-31', reason: 'Right of way' });
      return { method: 'POST', url: '/api/resume-orders/create/', payload: { suspension_order_id: id, date_effective: '2024-02-10' } };
    },
  },
  {
    route: 'DELETE /api/resume-orders/delete/{id}',
    line: /^Delete resume order: /,
    arrange: async (api, office) => {
      const contract_id = await contractOf(api, office);
      const suspension = await body(api, office, 'POST', '/api/suspension-orders/create/', { contract_id, date_effective: '2024-01-31', reason: 'Right of way' });
      const { id } = await body(api, office, 'POST', '/api/resume-orders/create/', { suspension_order_id: suspension.id, date_effective: '2024-02-10' });
      return { method: 'DELETE', url: `/api/resume-orders/delete/${id}/` };
    },
  },
  {
    route: 'POST /api/physical-features/names/create',
    line: /^Add physical feature Canal lining/,
    arrange: async () => ({ method: 'POST', url: '/api/physical-features/names/create/', payload: { name: `Canal lining ${unique()}`, description: 'Concrete', unit: 'l.m.' } }),
  },
  {
    route: 'PUT /api/physical-features/names/update/{id}',
    line: /^Update physical feature Turnouts/,
    arrange: async (api, office) => {
      const { id } = await body(api, office, 'POST', '/api/physical-features/names/create/', { name: `Canal lining ${unique()}`, description: 'Concrete', unit: 'l.m.' });
      return { method: 'PUT', url: `/api/physical-features/names/update/${id}/`, payload: { name: `Turnouts ${unique()}`, description: 'Farm turnouts', unit: 'pcs' } };
    },
  },
  {
    route: 'DELETE /api/physical-features/names/delete/{id}',
    line: /^Delete physical feature Canal lining/,
    arrange: async (api, office) => {
      const { id } = await body(api, office, 'POST', '/api/physical-features/names/create/', { name: `Canal lining ${unique()}`, description: 'Concrete', unit: 'l.m.' });
      return { method: 'DELETE', url: `/api/physical-features/names/delete/${id}/` };
    },
  },
  ...featureCases(),
  // project finance
  {
    route: 'POST /api/expenditure-sources/create',
    line: /^Add expenditure source: Contract Works .* Php 120,000.50$/,
    arrange: async (api, office) => ({
      method: 'POST',
      url: '/api/expenditure-sources/create/',
      payload: { project_id: await insertProject(api, office.accountId), amount: 120_000.5, expenditure_source_name_id: await insertExpenditureSourceName(api, office.accountId) },
    }),
  },
  ...[
    ['PUT /api/expenditure-sources/update', (id: number) => ({ url: '/api/expenditure-sources/update/', payload: { expenditure_source_id: id, amount: 500 } })],
    ['PUT /api/expenditure-sources/update/{id}', (id: number) => ({ url: `/api/expenditure-sources/update/${id}/`, payload: { amount: 500 } })],
  ].map(
    ([route, request]): WriteCase => ({
      route: route as string,
      line: /^Update expenditure source: .* to Php 500.00$/,
      arrange: async (api, office) => {
        const { id } = await sourceOf(api, office);
        return { method: 'PUT', ...(request as (id: number) => { url: string; payload: object })(id) };
      },
    }),
  ),
  {
    route: 'DELETE /api/expenditure-sources/delete/{id}',
    line: /^Delete expenditure source: /,
    arrange: async (api, office) => ({ method: 'DELETE', url: `/api/expenditure-sources/delete/${(await sourceOf(api, office)).id}/` }),
  },
  {
    route: 'POST /api/requested-cash/create',
    line: /^Add requested cash Php 1,500.00$/,
    arrange: async (api, office) => ({ method: 'POST', url: '/api/requested-cash/create/', payload: { project_id: await insertProject(api, office.accountId), amount: 1500 } }),
  },
  {
    route: 'DELETE /api/requested-cash/delete/{id}',
    line: /^Delete requested cash Php 1,500.00$/,
    arrange: async (api, office) => {
      const { id } = await body(api, office, 'POST', '/api/requested-cash/create/', { project_id: await insertProject(api, office.accountId), amount: 1500 });
      return { method: 'DELETE', url: `/api/requested-cash/delete/${id}/` };
    },
  },
  {
    route: 'POST /api/project-expenditures/create',
    line: /^Add project expenditure Php 1,000.00$/,
    arrange: async (api, office) => {
      const source = await sourceOf(api, office);
      return { method: 'POST', url: '/api/project-expenditures/create/', payload: expenditure(source, 1000) };
    },
  },
  {
    route: 'PUT /api/project-expenditures/update/{id}',
    line: /^Update project expenditure Php 2,000.00$/,
    arrange: async (api, office) => {
      const source = await sourceOf(api, office);
      const { id } = await body(api, office, 'POST', '/api/project-expenditures/create/', expenditure(source, 1000));
      return { method: 'PUT', url: `/api/project-expenditures/update/${id}/`, payload: expenditure(source, 2000) };
    },
  },
  {
    route: 'DELETE /api/project-expenditures/delete/{id}',
    line: /^Delete project expenditure Php 1,000.00$/,
    arrange: async (api, office) => {
      const source = await sourceOf(api, office);
      const { id } = await body(api, office, 'POST', '/api/project-expenditures/create/', expenditure(source, 1000));
      return { method: 'DELETE', url: `/api/project-expenditures/delete/${id}/` };
    },
  },
];

/** Create, update and delete of one kind of contract record, each adding its line. */
function recordCases(resource: string, line: RegExp, create: (contractId: number) => object, update?: object): WriteCase[] {
  const created = async (api: TestApp, office: Office) => body(api, office, 'POST', `/api/${resource}/create/`, create(await contractOf(api, office)));
  const cases: WriteCase[] = [
    {
      route: `POST /api/${resource}/create`,
      line: new RegExp(`^Add ${line.source}`.replace('^Add ^', '^'), line.flags),
      arrange: async (api, office) => ({ method: 'POST', url: `/api/${resource}/create/`, payload: create(await contractOf(api, office)) }),
    },
    {
      // Variation orders are deleted with a PUT (spec 3 §5).
      route: resource === 'variation-orders' ? `PUT /api/${resource}/delete/{id}` : `DELETE /api/${resource}/delete/{id}`,
      line: new RegExp(`^Delete ${line.source}`.replace('^Delete ^', '^'), line.flags),
      arrange: async (api, office) => ({
        method: resource === 'variation-orders' ? 'PUT' : 'DELETE',
        url: `/api/${resource}/delete/${(await created(api, office)).id}/`,
        ...(resource === 'variation-orders' ? { payload: {} } : {}),
      }),
    },
  ];
  if (update) {
    cases.push({
      route: `PUT /api/${resource}/update/{id}`,
      line: new RegExp(`^Update ${line.source}`, line.flags),
      arrange: async (api, office) => ({ method: 'PUT', url: `/api/${resource}/update/${(await created(api, office)).id}/`, payload: update }),
    });
  }
  return cases;
}

function featureCases(): WriteCase[] {
  const named = async (api: TestApp, office: Office) => {
    const name = await body(api, office, 'POST', '/api/physical-features/names/create/', { name: `Lining ${unique()}`, description: 'Concrete', unit: 'l.m.' });
    return { contract_id: await contractOf(api, office), physical_feature_name_id: name.id, accomplishment_date: '2024-02-01', quantity: 120 };
  };
  return [
    {
      route: 'POST /api/physical-features/features/create',
      line: /^Add 120 l\.m\. of Lining .* to contract /,
      arrange: async (api, office) => ({ method: 'POST', url: '/api/physical-features/features/create/', payload: await named(api, office) }),
    },
    {
      route: 'PUT /api/physical-features/features/update/{id}',
      line: /^Update Lining .* of contract .* to 130 l\.m\.$/,
      arrange: async (api, office) => {
        const { id } = await body(api, office, 'POST', '/api/physical-features/features/create/', await named(api, office));
        return { method: 'PUT', url: `/api/physical-features/features/update/${id}/`, payload: { quantity: 130 } };
      },
    },
    {
      route: 'DELETE /api/physical-features/features/delete/{id}',
      line: /^Delete Lining .* entry of 2024-02-01 of contract /,
      arrange: async (api, office) => {
        const { id } = await body(api, office, 'POST', '/api/physical-features/features/create/', await named(api, office));
        return { method: 'DELETE', url: `/api/physical-features/features/delete/${id}/` };
      },
    },
  ];
}

/** The seeded General category of the forum. */
async function generalCategory(api: TestApp, office: Office): Promise<number> {
  const response = await api.request({ method: 'GET', url: '/api/forum/categories/', token: office.holder.access });
  return (response.json() as Array<{ id: number; title: string }>).find((category) => category.title === 'General')!.id;
}

/** A post of the office's account holder. */
async function forumPostOf(api: TestApp, office: Office): Promise<{ id: number }> {
  return body(api, office, 'POST', '/api/forum/posts/create/', { cat_id: await generalCategory(api, office), title: `Draft ${unique()}`, body: '<p>Draft</p>' });
}

/** An expenditure source of Php 10,000.00 on a new project. */
async function sourceOf(api: TestApp, office: Office): Promise<{ id: number; projectId: number }> {
  const projectId = await insertProject(api, office.accountId);
  const expenditureSourceNameId = await insertExpenditureSourceName(api, office.accountId);
  const { id } = await body(api, office, 'POST', '/api/expenditure-sources/create/', { project_id: projectId, amount: 10_000, expenditure_source_name_id: expenditureSourceNameId });
  return { id, projectId };
}

const expenditure = (source: { id: number; projectId: number }, amount: number) => ({
  project_id: source.projectId,
  expenditure_source_id: source.id,
  amount,
  date_obligated: '2024-03-01',
});

// Finance lines write amounts as the app shows them: 'Add requested cash Php 1,500.00' (spec 2 §7 names the line, not the format).

/** Writes that are not changes to the office's records, and why. */
export const NOT_CHANGES: Record<string, string> = {
  'POST /api/token': 'signing in: the web logs Login itself (spec 1 §3)',
  'POST /api/token/refresh': 'renews a session; nothing in the office changes',
  'POST /api/token/logout': 'ends a session: the web logs Logout itself (spec 1 §3)',
  'POST /api/activity-logs/create': 'is the activity log itself (Login, Logout)',
  'POST /api/accounts/create': "registration: writes 'Account created' in the new office (activity.test.ts)",
  'POST /api/reports/download-token': 'signs a token to download a file; nothing in the office changes',
};


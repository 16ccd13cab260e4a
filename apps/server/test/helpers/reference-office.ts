import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RoleId } from '@subaybay/domain';
import { expect } from 'vitest';
import type { SignedInUser } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * The reference office (test-fixtures/reference-office/, a copy of the
 * independently computed fixture: README there) loaded through the API only,
 * as an office would enter it. `office.json` ids are the fixture's own; the
 * loader maps them to the ids the server returns.
 */

const folder = new URL('../../../../test-fixtures/reference-office/', import.meta.url);

/* eslint-disable @typescript-eslint/no-explicit-any -- the fixture is plain JSON read by key. */
export const referenceOffice: any = JSON.parse(readFileSync(fileURLToPath(new URL('office.json', folder)), 'utf8'));
export const referenceExpected: any = JSON.parse(readFileSync(fileURLToPath(new URL('expected.json', folder)), 'utf8'));

export interface LoadedOffice {
  /** fixture contract id → server id */
  contractIds: Map<number, number>;
  projectIds: Map<number, number>;
  userIds: Map<number, number>;
  contractorIds: Map<number, number>;
  /** fixture expenditure source id → server id */
  expenditureSourceIds: Map<number, number>;
}


/** `api` is a test app, or anything with its `request` (the backup test's calls to a server process). */
export async function loadReferenceOffice(api: Pick<TestApp, 'request'>, admin: SignedInUser): Promise<LoadedOffice> {
  const office = referenceOffice;
  async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<any> {
    const response = await api.request({ method, url: `/api/${url}`, token: admin.access, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} ${JSON.stringify(payload)} → ${response.statusCode} ${response.body}`);
    return response.body ? response.json() : undefined;
  }
  const map = <T>(pairs: [number, T][]) => new Map(pairs);

  const municipalities: { id: number; name: string; province: string }[] = await call('GET', 'municipalities');
  const municipalityIds = map(
    office.municipalities.map((m: any) => {
      const found = municipalities.find((row) => row.name === m.name && row.province === m.province);
      if (!found) throw new Error(`no municipality ${m.name}, ${m.province}`);
      return [m.id, found.id];
    }),
  );
  const fundSourceIds = new Map<number, number>();
  for (const fund of office.fund_sources) fundSourceIds.set(fund.id, (await call('POST', 'fund-sources/create/', { name: fund.name })).id);
  const systemIds = new Map<number, number>();
  for (const system of office.systems) {
    const created = await call('POST', 'systems/create/', { name: system.name, municipality_id: municipalityIds.get(system.municipality_id), remarks: system.remarks });
    systemIds.set(system.id, created.id);
  }
  const projectIds = new Map<number, number>();
  for (const project of office.projects) {
    const created = await call('POST', 'projects/create/', {
      name: project.name,
      desc: project.desc,
      amount: project.amount,
      implementation_year: project.implementation_year,
      system_id: systemIds.get(project.system_id),
      fund_source_id: fundSourceIds.get(project.fund_source_id),
      remarks: project.remarks,
    });
    projectIds.set(project.id, created.id);
  }
  // Project finance (the admin must be a super user or accounting officer): names, sources, requested cash, expenditures.
  const sourceNameIds = new Map<number, number>();
  for (const name of office.expenditure_source_names) {
    sourceNameIds.set(name.id, (await call('POST', 'expenditure-source-names/create/', { long_name: name.long_name, short_name: name.short_name })).id);
  }
  const expenditureSourceIds = new Map<number, number>();
  for (const source of office.expenditure_sources) {
    const created = await call('POST', 'expenditure-sources/create/', {
      project_id: projectIds.get(source.project_id),
      expenditure_source_name_id: sourceNameIds.get(source.expenditure_source_name_id),
      amount: source.amount,
    });
    expenditureSourceIds.set(source.id, created.id);
  }
  for (const cash of office.requested_cash) {
    await call('POST', 'requested-cash/create/', {
      project_id: projectIds.get(cash.project_id),
      amount: cash.amount,
      ...(cash.requested_on ? { requested_on: cash.requested_on } : {}),
      ...(cash.remarks ? { remarks: cash.remarks } : {}),
    });
  }
  for (const expenditure of office.project_expenditures) {
    await call('POST', 'project-expenditures/create/', {
      project_id: projectIds.get(expenditure.project_id),
      expenditure_source_id: expenditureSourceIds.get(expenditure.expenditure_source_id),
      amount: expenditure.amount,
      date_obligated: expenditure.date_obligated,
      ...(expenditure.date_disbursed ? { date_disbursed: expenditure.date_disbursed } : {}),
      ...(expenditure.remarks ? { remarks: expenditure.remarks } : {}),
    });
  }
  const userIds = new Map<number, number>();
  for (const user of office.users) {
    const username = `ref${user.id}x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const created = await call('POST', 'user-accounts/create/', { role_id: RoleId.ProjectInspector, username, password: 'Password123!' });
    await call('PUT', 'user-accounts/update/', { id: created.id, first_name: user.first_name, last_name: user.last_name, email: `${username}@example.gov.ph`, position: 'Engineer II' });
    userIds.set(user.id, created.id);
  }
  const contractorIds = new Map<number, number>();
  for (const contractor of office.contractors) {
    const created = await call('POST', 'contractors/create/', {
      name: contractor.name,
      office_address: contractor.office_address,
      owner_name: contractor.owner_name,
      contact_number: contractor.contact_number,
      tin_number: contractor.tin_number,
    });
    contractorIds.set(contractor.id, created.id);
  }
  const featureNameIds = new Map<number, number>();
  for (const name of office.physical_feature_names) {
    featureNameIds.set(name.id, (await call('POST', 'physical-features/names/create/', { name: name.name, description: name.description, unit: name.unit })).id);
  }

  const contractIds = new Map<number, number>();
  for (const contract of office.contracts) {
    const [first, ...others] = contract.project_ids as number[];
    const created = await call('POST', 'contracts/create/', {
      project_id: projectIds.get(first!),
      contract_id: contract.contract_id,
      contract_description: contract.contract_description,
      amount: contract.amount,
      start_date: contract.start_date,
      duration: contract.duration,
    });
    contractIds.set(contract.id, created.id);
    await call('PUT', `contracts/update/${created.id}/`, {
      contract_id: contract.contract_id,
      contract_description: contract.contract_description,
      amount: contract.amount,
      start_date: contract.start_date,
      duration: contract.duration,
      contractor_id: contractorIds.get(contract.contractor_id),
      location: contract.location,
    });
    await call('PUT', `contracts/update/${created.id}/`, { project_in_charge_id: userIds.get(contract.project_in_charge_id) });
    for (const other of others) await call('POST', `contracts/${created.id}/projects/add/`, { project_id: projectIds.get(other) });
  }
  const contractId = (id: number) => contractIds.get(id);

  for (const node of office.physical_schedules) {
    await call('POST', 'physical-schedules/create/', { contract_id: contractId(node.contract_id), date_effective: node.date_effective, accomplishment: node.accomplishment });
  }
  // Each suspension with its resume order, in date order, before the accomplishment nodes: an
  // unresumed suspension would hold the later nodes inside it, which the server refuses.
  for (const order of [...office.suspension_orders].sort((a: any, b: any) => a.date_effective.localeCompare(b.date_effective))) {
    const created = await call('POST', 'suspension-orders/create/', { contract_id: contractId(order.contract_id), date_effective: order.date_effective, reason: order.reason, remarks: order.remarks });
    for (const resume of office.resume_orders.filter((row: any) => row.suspension_order_id === order.id)) {
      await call('POST', 'resume-orders/create/', { suspension_order_id: created.id, date_effective: resume.date_effective, remarks: resume.remarks });
    }
  }
  for (const node of office.physical_accomplishments) {
    await call('POST', 'physical-accomplishments/create/', { contract_id: contractId(node.contract_id), accomplishment: node.accomplishment, overwrite_as_of_date: node.date });
  }
  for (const extension of office.approved_time_extensions) {
    await call('POST', 'approved-time-extensions/create/', {
      contract_id: contractId(extension.contract_id),
      number_of_days: extension.number_of_days,
      date_requested: extension.date_requested,
      date_approved: extension.date_approved,
      reason: extension.reason,
    });
  }
  // The variation orders before the billings (README: load order).
  for (const order of office.variation_orders) {
    await call('POST', 'variation-orders/create/', { contract_id: contractId(order.contract_id), date_effective: order.date_effective, revised_amount: order.revised_amount, remarks: order.remarks });
  }
  for (const billing of office.financial_accomplishments) {
    await call('POST', 'financial-accomplishments/create/', { contract_id: contractId(billing.contract_id), billing_amount: billing.billing_amount, remarks: billing.remarks, as_of_str: billing.billing_date });
  }
  for (const feature of office.physical_features) {
    await call('POST', 'physical-features/features/create/', {
      contract_id: contractId(feature.contract_id),
      physical_feature_name_id: featureNameIds.get(feature.physical_feature_name_id),
      accomplishment_date: feature.accomplishment_date,
      quantity: feature.quantity,
    });
  }
  return { contractIds, projectIds, userIds, contractorIds, expenditureSourceIds };
}

/** A percentage as the fixture gives it: to 4 decimals. */
export const to4 = (value: number) => Math.round(value * 1e4) / 1e4 + 0;

export function expectPercent(actual: number, expected: number, label: string) {
  expect(to4(actual), label).toBe(expected);
}

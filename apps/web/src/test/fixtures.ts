import type { Account, Contract, ContractListRow, SubscriptionType, User } from '@subaybay/domain';
import { setSession, type Session } from '../lib/session';
import { fakeJwt } from './api-mock';

export const account: Account = {
  id: 1,
  office_name: 'Tarlac Irrigation Office',
  subscription_type: { id: 1, name: 'Monthly' },
  next_renewal: '2026-12-23',
  created_on: '2026-11-23T01:20:39.617Z',
  active: true,
};

/** What `subscriptions/subscription-types` answers: only id 1 is offered at registration. */
export const subscriptionTypes: SubscriptionType[] = [
  { id: 1, name: 'Monthly', price: 15790, billing: 'Billed at the end of the billing period' },
  { id: 2, name: 'Yearly', price: 170000, billing: 'Billed in advance' },
];

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'demoadmin',
    first_name: 'Maria',
    last_name: 'Santos',
    email: 'demoadmin@example.gov.ph',
    position: 'Irrigation Manager',
    roles: [{ id: 1, name: 'Admin' }],
    is_superuser: false,
    is_active: true,
    monitored_contracts: [],
    last_login: null,
    ...overrides,
  };
}

/** A contract as `contracts/{id}` answers it, for the pages of what is recorded against a contract. */
export function makeContract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 7,
    contract_id: 'NIAR3-2024-01',
    contract_number: 'NIAR3-2024-01',
    contract_description: 'Canal lining',
    amount: 1000000,
    start_date: '2024-01-01',
    duration: 100,
    location: 'Tarlac',
    contractor: null,
    project_in_charge: null,
    ...overrides,
  };
}

/** A row of a contract list (`contracts/year/{year}` and the others), ongoing and behind. */
export function makeContractListRow(overrides: Partial<ContractListRow> = {}): ContractListRow {
  return {
    id: 21,
    contract_id: 'NIAR3-2024-01',
    contract_number: 'NIAR3-2024-01',
    contract_description: 'Canal lining',
    amount: 1_000_000.1,
    revised_amount: 1_000_000.1,
    start_date: '2024-03-05',
    duration: 150,
    contractor_id: 3,
    contractor: 'Tarlac Builders Corporation',
    project_in_charge_id: 2,
    project_in_charge: 'Jose Cruz',
    system: { name: 'Upper Pampanga RIS', municipality: 'Capas', province: 'Tarlac' },
    implementation_years: [2024],
    accomplishment: 35,
    target_accomplishment: 41.2,
    slippage: -6.2,
    slippage_band: 'early_warning',
    status: 'ongoing',
    suspended: false,
    expiration_date: '2024-08-01',
    revised_expiration_date: '2024-08-26',
    ...overrides,
  };
}

export function signIn(user: User = makeUser(), times: { loginTime?: number; refreshTime?: number } = {}): Session {
  const now = Date.now();
  const session: Session = {
    access: fakeJwt({ user_id: user.id, account_id: 1, token_type: 'access' }),
    refresh: fakeJwt({ user_id: user.id, account_id: 1, token_type: 'refresh' }),
    loginTime: times.loginTime ?? now,
    refreshTime: times.refreshTime ?? now,
    userId: user.id,
    accountId: 1,
    user,
  };
  setSession(session);
  return session;
}

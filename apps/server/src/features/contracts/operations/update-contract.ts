import {
  AppError,
  can,
  contractContractorInputSchema,
  contractMessages,
  contractProjectInChargeInputSchema,
  contractUpdateInputSchema,
  contractUpdateMessages,
  fieldError,
  formatCentavos,
  refusalFor,
  requirePermission,
  todayInManila,
  validateContractRecords,
  validateContractStartDate,
  validateStartDateLeavesRecords,
  type Centavos,
  type Contract,
  type IsoDate,
} from '@subaybay/domain';
import type { Database } from '../../../db/client.js';
import { mapUniqueViolation } from '../../../db/unique-violations.js';
import { insertActorActivity } from '../../../lib/activity-log.js';
import { isDatabaseId } from '../../../lib/http.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { loadContractFeatureEntries, loadContractRecords } from '../../contract-records/contract-records.service.js';
import { contractWrite, requireContract } from '../contracts.service.js';
import {
  CONTRACT_NUMBER_UNIQUE_INDEX,
  contractorExists,
  updateContractRow,
  userExists,
  type ContractUpdateValues,
} from '../contracts.repository.js';
import { parseBody } from '../../../lib/parse-body.js';
import { requireFullContract, toContract } from './contract-view.js';

const BASIC_DETAIL_KEYS = ['contract_id', 'contract_description', 'amount', 'start_date', 'duration', 'location'];

type UpdateForm = 'details' | 'contractor' | 'projectInCharge';

/**
 * The call carries one of three payloads (spec 3 §7): the basic details, or
 * only `contractor_id` (the contractor pencil), or only `project_in_charge_id`.
 * The keys present pick the form; a body with none of them is read as the
 * basic details, whose required fields then answer 400.
 */
function formOf(body: Record<string, unknown>): UpdateForm {
  const keys = Object.keys(body);
  if (keys.some((key) => BASIC_DETAIL_KEYS.includes(key))) return 'details';
  if (keys.includes('project_in_charge_id')) return 'projectInCharge';
  if (keys.includes('contractor_id')) return 'contractor';
  return 'details';
}

async function requireContractor(db: Database, accountId: number, contractorId: number): Promise<void> {
  if (!isDatabaseId(contractorId) || !(await contractorExists(db, accountId, contractorId))) {
    throw fieldError('contractor_id', contractUpdateMessages.contractorNotFound);
  }
}

/**
 * `PUT contracts/update/{id}/` (spec 3 §6): the basic details by an admin or
 * the contract's project in charge (`contracts.update` plus the PIC check);
 * the contractor and the project in charge by admins only. Ids in the body
 * must be this office's (400 on the field). A new start date or duration is
 * checked against every record of the contract with the engine's guard, so a
 * schedule node can never end up before the effectivity date, and a new
 * start date must be a sane one that no time extension, variation order,
 * billing or feature quantity precedes (docs/decisions/014). One
 * transaction, the contract row locked, with the activity line.
 */
export async function updateContract(
  db: Database,
  actor: AuthActor,
  contractId: number,
  body: Record<string, unknown>,
  ip: string | null,
  now: Date,
): Promise<Contract> {
  const form = formOf(body);
  if (form === 'contractor') requirePermission(actor, 'contracts.changeContractor');
  if (form === 'projectInCharge') requirePermission(actor, 'contracts.changeProjectInCharge');

  await contractWrite(db, now, async (tx) => {
    const contract = await requireContract(tx, actor.accountId, contractId, { lock: true });
    let values: ContractUpdateValues;
    let action: string;
    if (form === 'contractor') {
      const input = parseBody(contractContractorInputSchema, body);
      await requireContractor(tx, actor.accountId, input.contractor_id);
      values = { contractorId: input.contractor_id };
      action = `Update contractor of contract: ${contract.contractNumber}`;
    } else if (form === 'projectInCharge') {
      const input = parseBody(contractProjectInChargeInputSchema, body);
      if (!isDatabaseId(input.project_in_charge_id) || !(await userExists(tx, actor.accountId, input.project_in_charge_id))) {
        throw fieldError('project_in_charge_id', contractUpdateMessages.personNotFound);
      }
      values = { projectInChargeId: input.project_in_charge_id };
      action = `Update project in charge of contract: ${contract.contractNumber}`;
    } else {
      if (!can(actor, 'contracts.update') && contract.projectInChargeId !== actor.userId) {
        throw new AppError('FORBIDDEN', refusalFor('contracts.update'));
      }
      const input = parseBody(contractUpdateInputSchema, body);
      values = {
        contractNumber: input.contract_id,
        description: input.contract_description,
        amount: input.amount,
        startDate: input.start_date,
        duration: input.duration,
        location: input.location,
      };
      // The legacy form may send the contractor too: changing it stays an admin's call.
      if (input.contractor_id !== undefined) {
        if (input.contractor_id !== null) await requireContractor(tx, actor.accountId, input.contractor_id);
        const current = await requireFullContract(tx, actor.accountId, contract.id);
        if (input.contractor_id !== current.contractorId) {
          requirePermission(actor, 'contracts.changeContractor');
          values.contractorId = input.contractor_id;
        }
      }
      if (input.start_date !== contract.startDate) validateContractStartDate(input.start_date, todayInManila(now));
      if (input.start_date !== contract.startDate || input.duration !== contract.duration || input.amount !== contract.amount) {
        await revalidateRecords(tx, actor.accountId, { ...contract, startDateChanged: input.start_date !== contract.startDate }, input);
      }
      action = `Update contract: ${input.contract_id}`;
    }
    await updateContractRow(tx, actor.accountId, contract.id, values);
    await insertActorActivity(tx, actor, action, { objectType: 'contract', ip });
  })
  .catch((error: unknown) =>
    mapUniqueViolation(error, { [CONTRACT_NUMBER_UNIQUE_INDEX]: ['contract_id', contractMessages.numberTaken] }),
  );
  return toContract(await requireFullContract(db, actor.accountId, contractId));
}

/**
 * Every record of the contract must still keep the rules with the new
 * effectivity date, contract time and amount: the engine's guard over the
 * records as they would be after the update, so the update cannot leave a
 * record the figures would refuse. The dates first (with the amount as it
 * was), then the amount, so the refusal lands on the field that causes it.
 */
async function revalidateRecords(
  db: Database,
  accountId: number,
  contract: { id: number; amount: Centavos; startDateChanged: boolean },
  input: { start_date: IsoDate; duration: number; amount: Centavos },
): Promise<void> {
  const records = (await loadContractRecords(db, accountId, [contract.id])).get(contract.id)!;
  if (contract.startDateChanged) {
    // The records the engine's guard does not date-check (extensions, features) may not fall before the new start either.
    const features = await loadContractFeatureEntries(db, accountId, contract.id);
    validateStartDateLeavesRecords(input.start_date, {
      timeExtensions: records.timeExtensions,
      variationOrders: records.variationOrders,
      billings: records.billings,
      featureAccomplishmentDates: features.map((entry) => entry.accomplishmentDate),
    });
  }
  const check = (amount: Centavos, field: 'start_date' | 'amount') => {
    try {
      validateContractRecords({
        effectivity: input.start_date,
        duration: input.duration,
        amount,
        schedule: records.schedule,
        accomplishments: records.accomplishments,
        suspensions: records.suspensions,
        variationOrders: records.variationOrders,
        billings: records.billings,
      });
    } catch (error) {
      if (error instanceof AppError) {
        const message =
          field === 'amount'
            ? `The amount cannot be ${formatCentavos(amount)} with the records this contract already has. ${error.detail}`
            : `The start date cannot be ${input.start_date} with the records this contract already has. ${error.detail}`;
        throw new AppError('VALIDATION', message, { [field]: [message] });
      }
      throw error;
    }
  };
  check(contract.amount, 'start_date');
  if (input.amount !== contract.amount) check(input.amount, 'amount');
}

import {
  AppError,
  centavosToPesos,
  contractorContractsByYear,
  contractorMessages,
  contractorPerformance,
  type AsOfQuery,
  type Contractor,
  type ContractorPage,
  type ContractorValues,
} from '@subaybay/domain';
import type { Database } from '../../db/client.js';
import { mapUniqueViolation } from '../../db/unique-violations.js';
import { insertActorActivity } from '../../lib/activity-log.js';
import type { AuthActor } from '../../plugins/auth.js';
import { NOT_FOUND } from '../../plugins/error-handler.js';
import { asOfDate, contractsOfContractorAsOf } from '../contracts/contracts.service.js';
import {
  CONTRACTOR_NAME_UNIQUE_INDEX,
  findContractor,
  insertContractor,
  listContractors,
  updateContractorRow,
  type ContractorRow,
} from './contractors.repository.js';

/** Contractors (spec 3 §2, §3, §5, §7): the list, Add Contractor, the contractor page and its update. */

function toContractor(row: ContractorRow): Contractor {
  return {
    id: row.id,
    name: row.name,
    office_address: row.officeAddress,
    owner_name: row.ownerName,
    contact_number: row.contactNumber,
    tin_number: row.tinNumber,
  };
}

function toValues(input: ContractorValues): Omit<ContractorRow, 'id'> {
  return {
    name: input.name,
    officeAddress: input.office_address,
    ownerName: input.owner_name,
    contactNumber: input.contact_number,
    tinNumber: input.tin_number,
  };
}

const nameTaken = { [CONTRACTOR_NAME_UNIQUE_INDEX]: ['name', contractorMessages.nameTaken] } as const;

export function createContractorsService({ db, now }: { db: Database; now: () => Date }) {
  return {
    async list(actor: AuthActor): Promise<Contractor[]> {
      return (await listContractors(db, actor.accountId)).map(toContractor);
    },

    /** Every role but the viewer (`contractors.create`, checked by the operation); a name the office already has (any case) is a 400. */
    async create(actor: AuthActor, input: ContractorValues, ip: string | null): Promise<Contractor> {
      const row = await db
        .transaction(async (tx) => {
          const created = await insertContractor(tx, actor.accountId, toValues(input));
          await insertActorActivity(tx, actor, `Add contractor: ${created.name}`, { objectType: 'contractor', ip });
          return created;
        })
        .catch((error: unknown) => mapUniqueViolation(error, nameTaken));
      return toContractor(row);
    },

    /** `PUT contractors/update/{id}/`: the same fields and permission as create; another office's id is a 404. */
    async update(actor: AuthActor, id: number, input: ContractorValues, ip: string | null): Promise<Contractor> {
      const row = await db
        .transaction(async (tx) => {
          const updated = await updateContractorRow(tx, actor.accountId, id, toValues(input));
          if (!updated) throw new AppError('NOT_FOUND', NOT_FOUND);
          await insertActorActivity(tx, actor, `Update contractor: ${updated.name}`, { objectType: 'contractor', ip });
          return updated;
        })
        .catch((error: unknown) => mapUniqueViolation(error, nameTaken));
      return toContractor(row);
    },

    /**
     * `GET contractors/{id}?as_of=`: the contractor, its contracts with their
     * figures as of T (the contracts feature's engine, one load of every
     * contract's records), the performance counts and the contracts by year.
     */
    async page(actor: AuthActor, id: number, query: AsOfQuery): Promise<ContractorPage> {
      const asOf = asOfDate(query.as_of, now());
      const row = await findContractor(db, actor.accountId, id);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      const { contracts, projects } = await contractsOfContractorAsOf(db, actor.accountId, id, asOf);
      // A contract whose records are refused is listed with what is wrong and left out of the performance counts.
      const computed = contracts.flatMap((contract) => (contract.status === null ? [] : [contract.status]));
      const performance = contractorPerformance(
        computed.map((status) => ({
          daysSuspended: status.daysSuspended,
          slippage: status.slippage,
          status: status.status,
          numberOfTimeExtensions: status.approvedTimeExtension.numberOfTimeExtension,
        })),
      );
      return {
        ...toContractor(row),
        as_of: asOf,
        performance,
        contracts_with_record_errors: contracts.length - computed.length,
        contracts: contracts.map((contract) => ({
          id: contract.id,
          contract_id: contract.contractNumber,
          contract_number: contract.contractNumber,
          contract_description: contract.description,
          start_date: contract.startDate,
          duration: contract.duration,
          amount: centavosToPesos(contract.amount),
          implementation_years: contract.implementationYears,
          report:
            contract.status === null
              ? null
              : {
                  slippage: contract.status.slippage,
                  days_suspended: contract.status.daysSuspended,
                  actual_accomplishment: contract.status.actualAccomplishment,
                  target_accomplishment: contract.status.targetAccomplishment,
                  number_of_time_extension: contract.status.approvedTimeExtension.numberOfTimeExtension,
                  status: contract.status.status,
                  slippage_band: contract.status.slippageBand,
                },
          ...(contract.recordsError ? { records_error: contract.recordsError } : {}),
        })),
        projects: projects.map((project) => ({
          id: project.id,
          name: project.name,
          implementation_year: project.implementationYear,
          amount: centavosToPesos(project.amount),
        })),
        contracts_by_year: contractorContractsByYear(contracts).map((year) => ({
          year: year.year,
          number: year.number,
          amount: centavosToPesos(year.amount),
        })),
      };
    },
  };
}

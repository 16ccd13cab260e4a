import {
  contractSummaryFigures,
  contractTimelineFigures,
  type AsOfQuery,
  type ContractSummary,
  type ContractTimeline,
  type IsoDate,
} from '@subaybay/domain';
import type { ServiceDeps } from '../../../lib/deps.js';
import type { AuthActor } from '../../../plugins/auth.js';
import { asOfDate, contractReportData, figuresInputOf, fundSourceOf, type ContractReportData } from '../../contracts/contracts.service.js';
import { contractSummaryWorkbook, contractTimelineWorkbook } from './contract-reports-excel.js';

/**
 * The Contract Summary and the Contract Timeline as of T (spec 3 §2, §3),
 * and their Excel files. Read-only; every figure comes from the domain
 * (contractSummaryFigures / contractTimelineFigures), and the files carry the
 * JSON answers' values, never recomputed.
 */

export function summaryOf(data: ContractReportData, asOf: IsoDate): ContractSummary {
  const { row, projects, records, features } = data;
  return {
    contract_id: row.id,
    contract_number: row.contractNumber,
    contract_description: row.description,
    location: row.location,
    fund_source: fundSourceOf(projects),
    contractor: row.contractorName ?? '',
    ...contractSummaryFigures({ ...figuresInputOf(row, records, asOf), features }),
  };
}

export function timelineOf(data: ContractReportData, asOf: IsoDate): ContractTimeline {
  const { row, projects, records } = data;
  const input = figuresInputOf(row, records, asOf);
  return {
    contract_id: row.id,
    project_name: projects.map((project) => project.name).join(' / '),
    contract_number: row.contractNumber,
    contract_description: row.description,
    contractor: row.contractorName ?? '',
    ...contractTimelineFigures({
      ...input,
      suspensions: records.suspensions.map((suspension) => ({
        dateEffective: suspension.dateEffective,
        resumptionDate: suspension.resumptionDate,
        reason: suspension.reason,
      })),
    }),
  };
}

export const contractSummaryFilename = (contractNumber: string, asOf: string) => `Contract Summary ${contractNumber} as of ${asOf}.xlsx`;
export const contractTimelineFilename = (contractNumber: string, asOf: string) => `Contract Timeline ${contractNumber} as of ${asOf}.xlsx`;

export function createContractReportsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  async function read(actor: AuthActor, contractId: number, query: AsOfQuery) {
    const asOf = asOfDate(query.as_of, now());
    return { asOf, data: await contractReportData(db, actor.accountId, contractId) };
  }

  return {
    async summary(actor: AuthActor, contractId: number, query: AsOfQuery): Promise<ContractSummary> {
      const { asOf, data } = await read(actor, contractId, query);
      return summaryOf(data, asOf);
    },

    async timeline(actor: AuthActor, contractId: number, query: AsOfQuery): Promise<ContractTimeline> {
      const { asOf, data } = await read(actor, contractId, query);
      return timelineOf(data, asOf);
    },

    async summaryExcel(actor: AuthActor, contractId: number, query: AsOfQuery) {
      const summary = await this.summary(actor, contractId, query);
      return {
        buffer: await contractSummaryWorkbook(db, actor.accountId, summary),
        filename: contractSummaryFilename(summary.contract_number, summary.as_of),
      };
    },

    async timelineExcel(actor: AuthActor, contractId: number, query: AsOfQuery) {
      const timeline = await this.timeline(actor, contractId, query);
      return {
        buffer: await contractTimelineWorkbook(db, actor.accountId, timeline),
        filename: contractTimelineFilename(timeline.contract_number, timeline.as_of),
      };
    },
  };
}

/**
 * What other features may call of contract-records (the boundary rule): the
 * bulk reader of every record kind of many contracts (one query per kind),
 * which Contract Details, the contract lists and the reports read, and the
 * count Delete Contract shows.
 */
export {
  countContractRecords,
  loadContractFeatureEntries,
  loadContractRecords,
  type BillingRecord,
  type ContractRecords,
  type FeatureEntryWithName,
  type RecordKind,
  type ScheduleNodeRecord,
  type SuspensionRecord,
  type TimeExtensionRecord,
  type VariationOrderRecord,
} from './contract-records.repository.js';
/** A contract's records as one JSON value inside the query that reads it, and its reading back (streamed reads). */
export { allRecordKinds, contractRecordsJson, parseContractRecordsJson } from './record-json.js';

import { z } from 'zod';
import { isoDateSchema } from '../common/dates.schemas.js';
import { centavosSchema } from '../common/money.schemas.js';
import { isoDateField, optionalText, textField, wholeNumberField } from '../common/text.schemas.js';
import { recordsErrorSchema } from './contract-records-error.js';

/**
 * Contracts as added from a project (spec 2 §5, §7; spec 3 §3). In this
 * payload `contract_id` is the contract NUMBER the office writes (API.md
 * "Names that read two ways"); answers give it as both `contract_id` and
 * `contract_number`.
 */

/** About a hundred years of calendar days: anything longer is a typo. */
export const MAX_CONTRACT_DURATION_DAYS = 36_500;

export const contractMessages = {
  /** Every required field of Add Contract (spec 2 §5). */
  fieldRequired: 'This field is required.',
  durationPositive: 'Duration must be at least 1 calendar day.',
  durationTooLong: `Duration must be at most ${MAX_CONTRACT_DURATION_DAYS} calendar days.`,
  numberTaken: 'A contract with this contract ID already exists.',
  added: 'Contract added successfully!',
} as const;

/** `POST contracts/create/` from a project. */
export const contractFromProjectInputSchema = z.object({
  project_id: wholeNumberField('Project', contractMessages.fieldRequired),
  contract_id: textField({ label: 'Contract ID', required: contractMessages.fieldRequired, max: 100 }),
  contract_description: optionalText('Description', 4000, { multiline: true }),
  amount: centavosSchema('Amount', { required: contractMessages.fieldRequired }),
  start_date: isoDateField('Start date', contractMessages.fieldRequired),
  /** Original contract time in calendar days (C.D.). */
  duration: wholeNumberField('Duration', contractMessages.fieldRequired)
    .min(1, { error: contractMessages.durationPositive })
    .max(MAX_CONTRACT_DURATION_DAYS, { error: contractMessages.durationTooLong }),
  /** Where the works are (the PPA's Location); left blank, the server takes the project's system's municipality. */
  location: optionalText('Location', 300),
});
export type ContractFromProjectInput = z.input<typeof contractFromProjectInputSchema>;
export type ContractFromProjectValues = z.output<typeof contractFromProjectInputSchema>;

/** A project a contract serves, as listed with the contract. */
export const contractProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  implementation_year: z.number().int(),
});

/** What an answer about one contract says of it first (a shape, not the input rules). */
const contractFields = {
  id: z.number().int(),
  /** The contract number (the spec's name for it in contract payloads). */
  contract_id: z.string(),
  contract_number: z.string(),
  contract_description: z.string(),
  /** The original contract amount, in pesos. */
  amount: z.number(),
  start_date: isoDateSchema,
  /** Calendar days. */
  duration: z.number().int(),
};

/** The answer of `contracts/create/` and each item of `contracts/project/{projectId}`: a shape, not the input rules. */
export const projectContractSchema = z.object({ ...contractFields, projects: z.array(contractProjectSchema) });
export type ProjectContract = z.infer<typeof projectContractSchema>;

/* ------------------------------------------------------------------------- *
 * Contract reads (spec 3 §3) and writes (spec 3 §5, §7). Figures are as of a
 * date T (`as_of`, default today in Manila) and come from computeContractStatus;
 * percentages are unrounded numbers (rounded only for display), amounts pesos.
 * ------------------------------------------------------------------------- */

export const slippageBandSchema = z.enum(['on_track', 'early_warning', 'final_warning', 'terminal']);
export const contractStatusSchema = z.enum(['ongoing', 'suspended', 'completed']);

/** A person as a contract shows them: the project in charge (a link to the profile). */
export const contractPersonSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export const contractContractorSchema = z.object({ id: z.number().int(), name: z.string() });

/** `GET contracts/{id}`: the contract as the legacy update form and the record pages read it. */
export const contractSchema = z.object({
  ...contractFields,
  location: z.string(),
  contractor: contractContractorSchema.nullable(),
  project_in_charge: contractPersonSchema.nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** A point of a chart: day elapsed and cumulative %. */
export const curvePointSchema = z.object({ day: z.number(), accomplishment: z.number() });

/** The three curves of the details chart, unfiltered (spec 3 §3 "S-curve data"). */
export const contractCurvesSchema = z.object({
  original_projected: z.array(curvePointSchema),
  revised_projected: z.array(curvePointSchema),
  actual_accomplishment: z.array(curvePointSchema),
});
export type ContractCurves = z.infer<typeof contractCurvesSchema>;

/** `GET contracts/{id}/scurve?as_of=`: the same curves on their own, as of T. */
export const contractSCurveSchema = contractCurvesSchema.extend({ as_of: isoDateSchema });
export type ContractSCurve = z.infer<typeof contractSCurveSchema>;

/** `GET contracts/details/{id}?as_of=`: Contract Details (spec 3 §2, §3). */
export const contractDetailsSchema = z.object({
  id: z.number().int(),
  contract_id: z.string(),
  contract_number: z.string(),
  contract_description: z.string(),
  contract_effectivity: isoDateSchema,
  original_contract_time: z.number().int(),
  location: z.string(),
  contractor: contractContractorSchema.nullable(),
  project_in_charge: contractPersonSchema.nullable(),
  projects: z.array(contractProjectSchema),
  /** The projects' fund source names, joined with " / " when they differ. */
  fund_source: z.string(),
  as_of: isoDateSchema,
  original_expiry_date: z.string(),
  expiry_date_due_to_suspensions: z.string(),
  expiry_date_due_to_time_extensions: z.string(),
  original_contract_amount: z.number(),
  revised_contract_amount: z.number(),
  /** The variation-order ceiling warning (DOMAIN.md: warn, do not refuse), or null. */
  variation_order_warning: z.string().nullable(),
  calendar_days_elapsed: z.number().int(),
  days_suspended: z.number().int(),
  contract_time_elapsed: z.number().int(),
  percent_time_elapsed: z.number(),
  approved_time_extension: z.object({ number_of_time_extension: z.number().int(), total_duration: z.number().int() }),
  actual_accomplishment: z.number(),
  target_accomplishment: z.number(),
  original_target_accomplishment: z.number(),
  slippage: z.number(),
  slippage_band: slippageBandSchema.nullable(),
  status: contractStatusSchema,
  suspended: z.boolean(),
  completion_date: z.string().nullable(),
  value_accomplished: z.number(),
  target_value_accomplished: z.number(),
  /**
   * The chart's curves as of the same T, read from the same records: the
   * details page draws them without a second call (`contracts/{id}/scurve`
   * answers them on their own).
   */
  s_curve: contractCurvesSchema,
});
export type ContractDetails = z.infer<typeof contractDetailsSchema>;


/** `GET contracts/{id}/time-elapsed?as_of=`: the Statement of Time Elapsed. */
export const contractTimeElapsedSchema = z.object({
  as_of: isoDateSchema,
  contract_effectivity: isoDateSchema,
  original_contract_time: z.number().int(),
  calendar_days_elapsed: z.number().int(),
  days_suspended: z.number().int(),
  contract_time_elapsed: z.number().int(),
  time_extension_days: z.number().int(),
  /** D + Σ extension days: the denominator. */
  revised_contract_time: z.number().int(),
  percent_time_elapsed: z.number(),
  original_expiry_date: z.string(),
  expiry_date_due_to_suspensions: z.string(),
  expiry_date_due_to_time_extensions: z.string(),
});
export type ContractTimeElapsed = z.infer<typeof contractTimeElapsedSchema>;

/** `GET contracts/years`: year → number of contracts and their total original amount (spec 3 §7: a map). */
export const contractYearsSchema = z.record(z.string(), z.object({ number: z.number().int(), amount: z.number() }));
export type ContractYears = z.infer<typeof contractYearsSchema>;

/**
 * One row of every contract list (by year, by contractor, monitored, completed,
 * ongoing), as of today. It carries the fields of both the completed-contract
 * row and the ongoing-contract row of spec 3 §3 under their names
 * (`contractor` and `project_in_charge` are names there, `accomplishment`,
 * `expiration_date`, `revised_expiration_date`, `suspended`). A contract whose
 * records the engine refuses keeps its row: `records_error` says why, and the
 * figures read from the records are null.
 */
export const contractListRowSchema = z.object({
  id: z.number().int(),
  contract_id: z.string(),
  contract_number: z.string(),
  contract_description: z.string(),
  amount: z.number(),
  revised_amount: z.number().nullable(),
  start_date: z.string(),
  duration: z.number().int(),
  contractor_id: z.number().int().nullable(),
  /** The contractor's name, '' when none is set. */
  contractor: z.string(),
  project_in_charge_id: z.number().int().nullable(),
  /** The project in charge's full name, '' when none is set. */
  project_in_charge: z.string(),
  /** The system of the contract's first project (name, municipality name and province), or null. */
  system: z.object({ name: z.string(), municipality: z.string(), province: z.string() }).nullable(),
  implementation_years: z.array(z.number().int()),
  /** Actual accomplishment (%). */
  accomplishment: z.number().nullable(),
  target_accomplishment: z.number().nullable(),
  slippage: z.number().nullable(),
  slippage_band: slippageBandSchema.nullable(),
  status: contractStatusSchema.nullable(),
  suspended: z.boolean().nullable(),
  /** The original expiry date. */
  expiration_date: z.string().nullable(),
  /** The expiry due to suspensions and time extensions. */
  revised_expiration_date: z.string().nullable(),
  /** Only on a contract whose records are refused (its figures above are then null). */
  records_error: recordsErrorSchema.optional(),
});
export type ContractListRow = z.infer<typeof contractListRowSchema>;

/**
 * Delete Contract (the account holder's; not in the spec): the contract goes
 * with every record entered against it, in one transaction.
 */
export const contractDeleteMessages = {
  deleted: 'Contract deleted successfully!',
  confirm: (contractNumber: string, counts?: ContractRecordCounts) =>
    `Delete contract ${contractNumber}? ${counts ? contractDeleteSummary(counts) : ''}This cannot be undone.`,
} as const;

const RECORD_NAMES: [keyof ContractRecordCounts, string, string][] = [
  ['schedule_nodes', 'schedule node', 'schedule nodes'],
  ['accomplishment_nodes', 'accomplishment node', 'accomplishment nodes'],
  ['suspension_orders', 'suspension order', 'suspension orders'],
  ['resume_orders', 'resume order', 'resume orders'],
  ['time_extensions', 'time extension', 'time extensions'],
  ['variation_orders', 'variation order', 'variation orders'],
  ['billings', 'billing', 'billings'],
  ['feature_quantities', 'feature quantity', 'feature quantities'],
];

/** "With it go 2 schedule nodes, 1 billing and its link to 1 project. ": what Delete Contract removes, in words. */
export function contractDeleteSummary(counts: ContractRecordCounts): string {
  const parts = RECORD_NAMES.filter(([key]) => counts[key] > 0).map(([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`);
  const records = parts.length === 0 ? 'no records' : parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  const projects = counts.projects === 1 ? '1 project' : `${counts.projects} projects`;
  return `With it go ${records}, and its link to ${projects} (the projects stay). `;
}

/** `GET contracts/{id}/record-counts`: what Delete Contract removes with the contract. */
export const contractRecordCountsSchema = z.object({
  projects: z.number().int(),
  schedule_nodes: z.number().int(),
  accomplishment_nodes: z.number().int(),
  suspension_orders: z.number().int(),
  resume_orders: z.number().int(),
  time_extensions: z.number().int(),
  variation_orders: z.number().int(),
  billings: z.number().int(),
  feature_quantities: z.number().int(),
});
export type ContractRecordCounts = z.infer<typeof contractRecordCountsSchema>;

export const contractUpdateMessages = {
  fieldRequired: 'This field is required.',
  projectRequired: 'Project is required.',
  noProjectSelected: 'No project selected.',
  contractUpdated: 'Contract updated successfully!',
  contractorUpdated: 'Contractor updated successfully!',
  projectInChargeUpdated: 'Project in charge updated successfully!',
  projectAdded: 'Project added to the contract.',
  projectRemoved: 'Project removed from the contract.',
  lastProject:
    'A contract serves at least one project; add another project before removing this one. ' +
    "A contract entered by mistake is removed with Delete Contract on the contract's page.",
  projectAlreadyAdded: 'This project is already attached to the contract.',
  contractorNotFound: 'Choose one of this office’s contractors.',
  personNotFound: 'Choose one of this office’s users.',
} as const;

/**
 * `PUT contracts/update/{id}/` with the basic details (spec 3 §3 "Contract
 * write payload"; `contract_id` is the number). `location` is ours: the details
 * field has to be written somewhere.
 */
export const contractUpdateInputSchema = z.object({
  contract_id: textField({ label: 'Contract ID', required: contractUpdateMessages.fieldRequired, max: 100 }),
  contract_description: optionalText('Description', 4000, { multiline: true }),
  amount: centavosSchema('Amount', { required: contractUpdateMessages.fieldRequired }),
  start_date: isoDateField('Start date', contractUpdateMessages.fieldRequired),
  duration: wholeNumberField('Duration', contractUpdateMessages.fieldRequired)
    .min(1, { error: contractMessages.durationPositive })
    .max(MAX_CONTRACT_DURATION_DAYS, { error: contractMessages.durationTooLong }),
  contractor_id: wholeNumberField('Contractor', contractUpdateMessages.fieldRequired).nullable().optional(),
  location: optionalText('Location', 300),
});
export type ContractUpdateInput = z.input<typeof contractUpdateInputSchema>;
export type ContractUpdateValues = z.output<typeof contractUpdateInputSchema>;

/** The same call with only `contractor_id` (the contractor pencil). */
export const contractContractorInputSchema = z.object({
  contractor_id: wholeNumberField('Contractor', contractUpdateMessages.fieldRequired),
});
/** The same call with only `project_in_charge_id` (the project-in-charge pencil). */
export const contractProjectInChargeInputSchema = z.object({
  project_in_charge_id: wholeNumberField('Project in charge', contractUpdateMessages.fieldRequired),
});

/** `POST contracts/{id}/projects/add/` and `…/remove/`. */
export const contractProjectInputSchema = z.object({
  project_id: wholeNumberField('Project', contractUpdateMessages.projectRequired),
});

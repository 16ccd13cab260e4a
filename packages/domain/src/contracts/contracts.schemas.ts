import { z } from 'zod';
import { centavosSchema } from '../common/money.schemas.js';
import { isoDateField, optionalText, textField, wholeNumberField } from '../common/text.schemas.js';

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
});
export type ContractFromProjectInput = z.input<typeof contractFromProjectInputSchema>;
export type ContractFromProjectValues = z.output<typeof contractFromProjectInputSchema>;

/** A project a contract serves, as listed with the contract. */
export const contractProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  implementation_year: z.number().int(),
});

/** The answer of `contracts/create/` and each item of `contracts/project/{projectId}`: a shape, not the input rules. */
export const projectContractSchema = z.object({
  id: z.number().int(),
  /** The contract number (the spec's name for it in contract payloads). */
  contract_id: z.string(),
  contract_number: z.string(),
  contract_description: z.string(),
  /** The original contract amount, in pesos. */
  amount: z.number(),
  start_date: z.string(),
  /** Calendar days. */
  duration: z.number().int(),
  projects: z.array(contractProjectSchema),
});
export type ProjectContract = z.infer<typeof projectContractSchema>;

import { z } from 'zod';
import { isoDateSchema } from '../common/dates.schemas.js';
import { optionalText, textField } from '../common/text.schemas.js';
import { contractStatusSchema, slippageBandSchema } from '../contracts/contracts.schemas.js';
import { contractsWithRecordErrorsSchema, recordsErrorSchema } from '../contracts/contract-records-error.js';

/** Contractors (spec 3 §3 "Contractor", §5 "Add contractor", §7). */

export const contractorMessages = {
  nameRequired: 'Company name is required.',
  nameTooShort: 'Company name must be atleast 8 characters.',
  addressRequired: 'Office address is required.',
  addressTooShort: 'Office address must be atleast 10 characters.',
  nameTaken: 'A contractor with this company name already exists.',
  added: 'Contractor added successfully.',
  /** Spec 3 §8, with its exclamation mark (Add's toast ends with a full stop). */
  updated: 'Contractor updated successfully!',
} as const;

/** `POST contractors/create/` and `PUT contractors/update/{id}/` (the same fields). */
export const contractorInputSchema = z.object({
  name: textField({
    label: 'Company name',
    required: contractorMessages.nameRequired,
    min: 8,
    minMessage: contractorMessages.nameTooShort,
    max: 200,
  }),
  office_address: textField({
    label: 'Office address',
    required: contractorMessages.addressRequired,
    min: 10,
    minMessage: contractorMessages.addressTooShort,
    max: 300,
  }),
  owner_name: optionalText('Owner name', 200),
  contact_number: optionalText('Contact number', 100),
  tin_number: optionalText('TIN number', 50),
});
export type ContractorInput = z.input<typeof contractorInputSchema>;
export type ContractorValues = z.output<typeof contractorInputSchema>;

/** A contractor as `contractors/` lists it and `contractors/create/` answers it; unknown fields are ''. */
export const contractorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  office_address: z.string(),
  owner_name: z.string(),
  contact_number: z.string(),
  tin_number: z.string(),
});
export type Contractor = z.infer<typeof contractorSchema>;

/** `GET contractors/{id}?as_of=`: the contractor page as of T (spec 3 §2, §3, §4). */
export const contractorPerformanceSchema = z.object({
  contracts: z.number().int(),
  /** Spec 3 §4 literally: contracts with days_suspended above 0 as of T. */
  with_time_extension: z.number().int(),
  /** Contracts with an approved time extension as of T. */
  with_approved_time_extension: z.number().int(),
  with_negative_slippage: z.number().int(),
  completed: z.number().int(),
});
export type ContractorPerformanceCounts = z.infer<typeof contractorPerformanceSchema>;

export const contractorContractSchema = z.object({
  id: z.number().int(),
  /** The contract number as the office writes it (as in every contract read). */
  contract_id: z.string(),
  contract_number: z.string(),
  contract_description: z.string(),
  start_date: z.string(),
  duration: z.number().int(),
  amount: z.number(),
  implementation_years: z.array(z.number().int()),
  /** The figures as of T; null when the contract's records are refused (then `records_error` says why). */
  report: z
    .object({
      slippage: z.number(),
      days_suspended: z.number().int(),
      actual_accomplishment: z.number(),
      target_accomplishment: z.number(),
      number_of_time_extension: z.number().int(),
      status: contractStatusSchema,
      slippage_band: slippageBandSchema.nullable(),
    })
    .nullable(),
  records_error: recordsErrorSchema.optional(),
});
export type ContractorContract = z.infer<typeof contractorContractSchema>;

export const contractorPageSchema = contractorSchema.extend({
  as_of: isoDateSchema,
  performance: contractorPerformanceSchema,
  contracts: z.array(contractorContractSchema),
  /** The projects the contractor's contracts serve, once each (spec 3 §3): amount is the project's allocation. */
  projects: z.array(z.object({ id: z.number().int(), name: z.string(), implementation_year: z.number().int(), amount: z.number() })),
  /** Implementation year → number of contracts and their total original amount, newest year first. */
  contracts_by_year: z.array(z.object({ year: z.number().int(), number: z.number().int(), amount: z.number() })),
  /** Contracts listed with `records_error`, left out of `performance` (the yearly counts still hold them). */
  contracts_with_record_errors: contractsWithRecordErrorsSchema,
});
export type ContractorPage = z.infer<typeof contractorPageSchema>;

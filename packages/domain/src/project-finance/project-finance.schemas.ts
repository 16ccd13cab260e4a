import { z } from 'zod';
import { centavosSchema } from '../common/money.schemas.js';
import { isoDateField, optionalIsoDateField, optionalText, wholeNumberField } from '../common/text.schemas.js';

/**
 * Project finance (spec 2 §3, §5, §7, §8): expenditure sources, requested
 * cash and project expenditures, as the server checks them and the web's
 * dialogs validate them. The spec's messages and toasts live here, once,
 * typos included ('addedd').
 */
export const projectFinanceMessages = {
  expenditureSourceNameRequired: 'Expenditure source name is required.',
  amountRequired: 'Amount is required.',
  expenditureSourceRequired: 'Expenditure source is required.',
  dateObligatedRequired: 'Date obligated is required.',
  projectRequired: 'Project is required.',
  expenditureSourceCreated: 'Expenditure source created successfully.',
  expenditureSourceUpdated: 'Expenditure source updated successfully!',
  expenditureSourceDeleted: 'Expenditure Source deleted successfully!',
  requestedCashAdded: 'Requested cash addedd successfully!',
  requestedCashDeleted: 'Requested Cash deleted successfully!',
  expenditureAdded: 'Expenditure added successfully.',
  expenditureUpdated: 'Expenditure updated successfully!',
  expenditureDeleted: 'Project expenditure has been deleted successfully!',
  deleteIrreversible: 'This action is irreversible.',
  expenditureSourceInUse: 'This expenditure source has expenditures charged to it. Delete those expenditures first.',
  expenditureSourceOfAnotherProject: 'The expenditure source does not belong to this project.',
} as const;

const amount = () => centavosSchema('Amount', { required: projectFinanceMessages.amountRequired });
const REMARKS_MAX = 1000;

const remarksField = () => optionalText('Remarks', REMARKS_MAX, { multiline: true });

// ── Expenditure sources ────────────────────────────────────────────────────

export const expenditureSourceCreateSchema = z.object({
  project_id: wholeNumberField('Project', projectFinanceMessages.projectRequired),
  expenditure_source_name_id: wholeNumberField('Expenditure source name', projectFinanceMessages.expenditureSourceNameRequired),
  amount: amount(),
});
export type ExpenditureSourceCreateInput = z.infer<typeof expenditureSourceCreateSchema>;
/** What a client sends (amounts in pesos). */
export type ExpenditureSourceCreateBody = z.input<typeof expenditureSourceCreateSchema>;

/** The spec's body names the source; `update/{id}/` may name it in the path instead. */
export const expenditureSourceUpdateSchema = z.object({
  expenditure_source_id: wholeNumberField('Expenditure source', projectFinanceMessages.expenditureSourceRequired).optional(),
  amount: amount(),
});
export type ExpenditureSourceUpdateInput = z.infer<typeof expenditureSourceUpdateSchema>;

/** The web's update dialog: only the amount. */
export const expenditureSourceAmountSchema = z.object({ amount: amount() });

export const expenditureSourceNameRefSchema = z.object({ id: z.number().int(), long_name: z.string() });

export const expenditureSourceSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  expenditure_source_name: expenditureSourceNameRefSchema,
  amount: z.number(),
});
export type ExpenditureSource = z.infer<typeof expenditureSourceSchema>;

/** `GET expenditure-sources/project/{id}/balance` (spec 2 §7): the name is the long name. */
export const expenditureSourceBalanceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  balance: z.number(),
  total: z.number(),
});
export type ExpenditureSourceBalance = z.infer<typeof expenditureSourceBalanceSchema>;

// ── Requested cash ─────────────────────────────────────────────────────────

export const requestedCashCreateSchema = z.object({
  project_id: wholeNumberField('Project', projectFinanceMessages.projectRequired),
  amount: amount(),
  requested_on: optionalIsoDateField('Date requested'),
  remarks: remarksField(),
});
export type RequestedCashCreateInput = z.infer<typeof requestedCashCreateSchema>;
export type RequestedCashCreateBody = z.input<typeof requestedCashCreateSchema>;

export const requestedCashSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  amount: z.number(),
  requested_on: z.string().nullable(),
  remarks: z.string(),
});
export type RequestedCash = z.infer<typeof requestedCashSchema>;

// ── Project expenditures ───────────────────────────────────────────────────

const expenditureFields = {
  expenditure_source_id: wholeNumberField('Expenditure source', projectFinanceMessages.expenditureSourceRequired),
  amount: amount(),
  date_obligated: isoDateField('Date obligated', projectFinanceMessages.dateObligatedRequired),
  date_disbursed: optionalIsoDateField('Date disbursed'),
  remarks: remarksField(),
};

export const projectExpenditureCreateSchema = z.object({
  project_id: wholeNumberField('Project', projectFinanceMessages.projectRequired),
  ...expenditureFields,
});
export type ProjectExpenditureCreateInput = z.infer<typeof projectExpenditureCreateSchema>;
export type ProjectExpenditureCreateBody = z.input<typeof projectExpenditureCreateSchema>;

/** Update Expenditure: the same rules as Add (spec 2 §5), without the project. */
export const projectExpenditureUpdateSchema = z.object(expenditureFields);
export type ProjectExpenditureUpdateInput = z.infer<typeof projectExpenditureUpdateSchema>;
export type ProjectExpenditureUpdateBody = z.input<typeof projectExpenditureUpdateSchema>;

export const projectExpenditureSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  expenditure_source: expenditureSourceNameRefSchema,
  amount: z.number(),
  /** The server's timestamp at creation (ISO 8601): the one-day window runs from it. */
  entry_date: z.string(),
  date_obligated: z.string(),
  date_disbursed: z.string().nullable(),
  remarks: z.string(),
});
export type ProjectExpenditure = z.infer<typeof projectExpenditureSchema>;

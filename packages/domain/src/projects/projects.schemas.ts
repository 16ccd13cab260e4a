import { z } from 'zod';
import { centavos, formatCentavos, sumPesos, type Centavos } from '../common/money.js';
import { centavosSchema } from '../common/money.schemas.js';
import { optionalText, textField, wholeNumberField } from '../common/text.schemas.js';
import { MAX_IMPLEMENTATION_YEAR, MIN_IMPLEMENTATION_YEAR } from './implementation-years.js';

/**
 * Projects (spec 2 §3, §5, §7): a project belongs to an implementation year,
 * a system/category and, once edited, a fund source; its amount is the allocation.
 */


/**
 * The largest allocation accepted: Php 999,999,999,999.99. Far above any
 * project, and low enough that the sums of a year's projects stay exact.
 */
export const MAX_PROJECT_AMOUNT = centavos(99_999_999_999_999);

/** Spec 2 §9: the years list shows 15 per page. */
export const PROJECT_YEARS_PAGE_SIZE = 15;

export const projectMessages = {
  nameRequired: 'Project name required',
  amountRequired: 'Amount is required.',
  yearRequired: 'Year is required.',
  systemRequired: 'System is required.',
  /** Every required field of Update Project (spec 2 §5). */
  fieldRequired: 'This field is required.',
  yearOutOfRange: `Implementation year must be between ${MIN_IMPLEMENTATION_YEAR} and ${MAX_IMPLEMENTATION_YEAR}.`,
  amountTooLarge: `Amount is too large (at most ${formatCentavos(MAX_PROJECT_AMOUNT)}).`,
  systemNotFound: 'Choose one of this office’s systems/categories.',
  fundSourceNotFound: 'Choose one of this office’s fund sources.',
  hasContracts: (count: number) =>
    `This project has ${count} contract(s); remove them from the project before deleting it. ` +
    "A contract whose only project is this one is removed with Delete Contract on the contract's page.",
  deleteConfirm: 'Are you sure you want to delete this project? This cannot be undone.',
  created: 'Project created successfully!',
  updated: 'Project updated successfully!',
  deleted: 'Project deleted successfully!',
} as const;

function implementationYearField(required: string) {
  return wholeNumberField('Implementation year', required)
    .min(MIN_IMPLEMENTATION_YEAR, { error: projectMessages.yearOutOfRange })
    .max(MAX_IMPLEMENTATION_YEAR, { error: projectMessages.yearOutOfRange });
}

function allocationField(required: string) {
  return centavosSchema('Amount', { required }).refine((amount) => amount <= MAX_PROJECT_AMOUNT, {
    error: projectMessages.amountTooLarge,
  });
}

const descriptionField = optionalText('Description', 4000, { multiline: true });
const remarksField = optionalText('Remarks', 4000, { multiline: true });

/** The spec's client sends the description as `desc`; `description`, when filled, wins. */
function withDescription<V extends { desc: string; description: string }>({ desc, description, ...rest }: V) {
  return { ...rest, description: description || desc };
}

/**
 * `POST projects/create/` (spec 2 §5, §7): the spec's client sends the
 * description as `desc`; `description` is accepted too. The fund source is
 * optional here (the spec's create payload has none) and set on update.
 */
export const projectCreateInputSchema = z
  .object({
    name: textField({ label: 'Project name', required: projectMessages.nameRequired, max: 500 }),
    amount: allocationField(projectMessages.amountRequired),
    implementation_year: implementationYearField(projectMessages.yearRequired),
    system_id: wholeNumberField('System', projectMessages.systemRequired),
    fund_source_id: z.union([wholeNumberField('Fund source', projectMessages.fundSourceNotFound), z.null()]).optional(),
    desc: descriptionField,
    description: descriptionField,
    remarks: remarksField,
  })
  .transform((values) => ({ ...withDescription(values), fund_source_id: values.fund_source_id ?? null }));
export type ProjectCreateInput = z.input<typeof projectCreateInputSchema>;
export type ProjectCreateValues = z.output<typeof projectCreateInputSchema>;

/** `PUT projects/update/{id}/` (spec 2 §5): every required field says 'This field is required.'; `desc` is accepted too. */
export const projectUpdateInputSchema = z
  .object({
    name: textField({ label: 'Project name', required: projectMessages.fieldRequired, max: 500 }),
    amount: allocationField(projectMessages.fieldRequired),
    implementation_year: implementationYearField(projectMessages.fieldRequired),
    fund_source_id: wholeNumberField('Fund source', projectMessages.fieldRequired),
    description: descriptionField,
    desc: descriptionField,
    remarks: remarksField,
  })
  .transform(withDescription);
export type ProjectUpdateInput = z.input<typeof projectUpdateInputSchema>;
export type ProjectUpdateValues = z.output<typeof projectUpdateInputSchema>;

/**
 * The answers: plain shapes, never the input rules again (a project stored
 * before a rule tightened must still read).
 */
export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The allocation, in pesos. */
  amount: z.number(),
  implementation_year: z.number().int(),
  fund_source: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  system: z.object({
    id: z.number().int(),
    name: z.string(),
    municipality: z.object({ id: z.number().int(), name: z.string(), province: z.string() }),
  }),
  remarks: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** One row of `GET projects/`: a year, its number of projects and their total allocation in pesos. */
export const projectYearSummarySchema = z.object({
  implementation_year: z.number().int(),
  count: z.number().int(),
  total_allocation: z.number(),
});
export type ProjectYearSummary = z.infer<typeof projectYearSummarySchema>;

/** The total allocation of `projects`, exact: summed in centavos, not in float pesos. */
export function totalAllocationCentavos(projects: readonly { amount: number }[]): Centavos {
  return sumPesos(projects.map((project) => project.amount));
}

import { z } from 'zod';
import { optionalText, textField, wholeNumberField } from '../common/text.schemas.js';

/**
 * Lookups (spec 2 §3): municipalities (the country's, from the PSGC), and each
 * office's systems/categories and fund sources.
 */

export const municipalitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  province: z.string(),
});
export type Municipality = z.infer<typeof municipalitySchema>;

/**
 * A place as the PPA report's Location reads: "Capas, Tarlac". A contract's
 * location starts as its project's system's municipality (decision 024).
 */
export function placeOfMunicipality(municipality: { name: string; province: string }): string {
  return [municipality.name, municipality.province].map((part) => part.trim()).filter(Boolean).join(', ');
}

export const systemMessages = {
  nameRequired: 'System/Category name required',
  updateNameRequired: 'System name required',
  municipalityRequired: 'Municipality is required.',
  created: 'System/Category created successfully.',
  updated: 'System updated successfully!',
  missingState: 'Required system parameters not satisfied.',
  missingId: 'Invalid system id or no id provided.',
  municipalityUnknown: 'Municipality is required. Choose one from the list.',
  duplicate: (name: string) => `A system/category named "${name}" already exists in this office.`,
} as const;

/** `systems/create/` and `systems/update/{id}/` (spec 2 §5, §7). */
export const systemInputSchema = z.object({
  name: textField({ label: 'System name', required: systemMessages.nameRequired, max: 200 }),
  municipality_id: wholeNumberField('Municipality', systemMessages.municipalityRequired),
  remarks: optionalText('Remarks', 2000, { multiline: true }),
});
export type SystemInput = z.input<typeof systemInputSchema>;
export type SystemValues = z.output<typeof systemInputSchema>;

/** `systems/update/{id}/`: the same fields; the spec's update form says 'System name required'. */
export const systemUpdateInputSchema = systemInputSchema.extend({
  name: textField({ label: 'System name', required: systemMessages.updateNameRequired, max: 200 }),
});

export const systemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  municipality: municipalitySchema,
  remarks: z.string(),
});
export type System = z.infer<typeof systemSchema>;

export const fundSourceMessages = {
  nameRequired: 'Fund source name is required.',
  added: 'Fund source added successfully!',
  updated: 'Fund source has been updated successfully!',
  deleted: 'Fund source has been deleted successfully!',
  duplicate: (name: string) => `A fund source named "${name}" already exists in this office.`,
  inUse: (name: string, projectCount: number) =>
    `Fund source "${name}" is used by ${projectCount} project(s) and cannot be deleted.`,
  /** Spec 2 §8 shows a confirmation without its wording; this one names what goes. */
  confirmDelete: (name: string) => `Delete fund source ${name}? This cannot be undone.`,
} as const;

export const fundSourceInputSchema = z.object({
  name: textField({ label: 'Fund source name', required: fundSourceMessages.nameRequired, max: 200 }),
});
export type FundSourceInput = z.input<typeof fundSourceInputSchema>;
export type FundSourceValues = z.output<typeof fundSourceInputSchema>;

export const fundSourceSchema = z.object({ id: z.number().int(), name: z.string() });
export type FundSource = z.infer<typeof fundSourceSchema>;

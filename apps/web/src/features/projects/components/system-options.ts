import type { FundSource, System } from '@subaybay/domain';
import type { SelectOption } from '../../../components/form-fields';

/** A system as a choice: its name with the municipality and province it lies in. */
export function systemOptions(systems: readonly System[] | undefined): SelectOption[] {
  return (systems ?? []).map((system) => ({
    value: system.id,
    label: `${system.name} (${system.municipality.name}, ${system.municipality.province})`,
  }));
}

export function fundSourceOptions(fundSources: readonly FundSource[] | undefined): SelectOption[] {
  return (fundSources ?? []).map((fundSource) => ({ value: fundSource.id, label: fundSource.name }));
}

/** What a select says under itself while its choices load or fail. */
export function choicesHelperText(query: { isPending: boolean; isError: boolean; data?: readonly unknown[] | undefined }, none: string): string | undefined {
  if (query.isError) return 'The choices could not be loaded. Close the dialog and try again.';
  if (query.isPending) return 'Loading the choices…';
  if (query.data?.length === 0) return none;
  return undefined;
}

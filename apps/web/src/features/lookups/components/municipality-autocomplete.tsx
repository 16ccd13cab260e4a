import { useMemo } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Municipality } from '@subaybay/domain';
import { useMunicipalities } from '../api/get-municipalities';

/** "Capas, Tarlac": how a person tells the three San Isidros apart. */
export const municipalityLabel = (municipality: Pick<Municipality, 'name' | 'province'>) => `${municipality.name}, ${municipality.province}`;

/**
 * Typing filters the country's ~1,600 cities and municipalities on "name,
 * province" and shows the first 50 matches, so the list stays short enough to
 * render at once on a site office laptop (no virtualisation needed).
 */
const filterMunicipalities = createFilterOptions<Municipality>({ limit: 50, stringify: municipalityLabel });

export interface MunicipalityAutocompleteProps<T extends FieldValues> {
  control: Control<T, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The field holding the municipality's id. */
  name: FieldPath<T>;
  /** Shown while the list loads, so an edited system shows its municipality at once. */
  initial?: Municipality | null;
}

export function MunicipalityAutocomplete<T extends FieldValues>({ control, name, initial }: MunicipalityAutocompleteProps<T>) {
  const municipalities = useMunicipalities();
  const { field, fieldState } = useController({ control, name });
  const options = useMemo(() => municipalities.data ?? (initial ? [initial] : []), [municipalities.data, initial]);
  const byId = useMemo(() => new Map(options.map((municipality) => [municipality.id, municipality])), [options]);
  const value = typeof field.value === 'number' ? (byId.get(field.value) ?? null) : null;
  const loadFailed = municipalities.isError;

  return (
    <Autocomplete
      options={options}
      value={value}
      loading={municipalities.isPending}
      filterOptions={filterMunicipalities}
      getOptionLabel={municipalityLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionKey={(option) => option.id}
      onChange={(_event, chosen) => field.onChange(chosen ? chosen.id : undefined)}
      onBlur={field.onBlur}
      noOptionsText="No city or municipality matches"
      renderInput={(params) => (
        <TextField
          {...params}
          required
          name={field.name}
          inputRef={field.ref}
          label="Municipality"
          error={Boolean(fieldState.error) || loadFailed}
          helperText={
            fieldState.error?.message ??
            (loadFailed ? 'The list of municipalities could not be loaded. Reload the page to try again.' : 'Type a city or municipality, e.g. Capas')
          }
        />
      )}
    />
  );
}

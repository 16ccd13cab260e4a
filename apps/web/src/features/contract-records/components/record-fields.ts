/**
 * The input of a cumulative percent (a schedule node, an accomplishment
 * node): 0 to 100 with decimals. Spread on a FormTextField beside its
 * control, name and label.
 */
export const percentFieldProps = {
  type: 'number',
  required: true,
  size: 'small',
  fullWidth: true,
  slotProps: { htmlInput: { step: 'any', min: 0, max: 100 } },
} as const;

const quantityFormatter = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 4 });

/** A cumulative quantity as stored (up to 4 decimals, numeric(16,4)): `1234.5678` → `1,234.5678`. */
export function formatQuantity(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return quantityFormatter.format(value);
}

import type { ContractPhoto, PhotoValueSource } from '@subaybay/domain';

/** Where a value came from, as the card says it. */
export const photoSourceLabels: Record<PhotoValueSource, string> = {
  photo: 'from the photo',
  device: 'from the device',
  typed: 'typed',
};

/** "14.599512, 120.984222 (from the photo)", or null when the photo has no location. */
export function wordLocation(photo: Pick<ContractPhoto, 'latitude' | 'longitude' | 'location_source'>): string | null {
  if (photo.latitude === null || photo.longitude === null) return null;
  const where = `${photo.latitude.toFixed(6)}, ${photo.longitude.toFixed(6)}`;
  return photo.location_source ? `${where} (${photoSourceLabels[photo.location_source]})` : where;
}

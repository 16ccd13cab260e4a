import { todayInManila, type IsoDate } from '../common/dates.js';
import type { PhotoFlag } from './contract-photos.schemas.js';

/**
 * The checks no anchor makes (issue 21): where and when a photo says it was
 * taken, against the Philippines, the contract's pin and dates, and the
 * office's other contracts. Pure: the server computes a photo's flags from its
 * stored columns with `photoFlags`, and the web can compute the same.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), in metres: the haversine's sphere. */
const EARTH_RADIUS_M = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine; within 0.5 % of the ellipsoid). */
export function distanceInMetres(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The Philippines as a box: 4.5–21.5° N, 116–127° E, which holds every island
 * from the Batanes (20.8° N) to Tawi-Tawi (4.6° N) and from Palawan (116.9° E)
 * to the Pacific coast of Mindanao (126.6° E). A box, not the coastline: it
 * also holds sea and the north tip of Sabah, but what this check is for — a
 * photo from abroad, a (0, 0) or a sign lost from a coordinate — it catches,
 * and the finer question (is it at the works?) is the contract pin's distance.
 */
export const PHILIPPINES_BOX = { south: 4.5, north: 21.5, west: 116, east: 127 } as const;

export function isInsidePhilippines(point: Coordinates): boolean {
  const box = PHILIPPINES_BOX;
  return point.latitude >= box.south && point.latitude <= box.north && point.longitude >= box.west && point.longitude <= box.east;
}

/** Latitude and longitude written the wrong way round: the pair is not in the Philippines, swapped it is. */
export function areCoordinatesSwapped(point: Coordinates): boolean {
  return !isInsidePhilippines(point) && isInsidePhilippines({ latitude: point.longitude, longitude: point.latitude });
}

/** A photo farther than this from its contract's pin is flagged (a site's own spread stays well within it). */
export const FAR_FROM_PIN_METRES = 1000;

/**
 * A photo "taken" this long after its upload is flagged: less is a camera's
 * clock running a little fast, more cannot be true.
 */
export const TAKEN_AFTER_UPLOAD_TOLERANCE_MS = 10 * 60 * 1000;

/** What `photoFlags` reads of a photo: its stored columns. */
export interface PhotoEvidence {
  latitude: number | null;
  longitude: number | null;
  takenAt: Date | null;
  uploadedAt: Date;
}

/** What `photoFlags` reads of the photo's contract. */
export interface PhotoContract {
  startDate: IsoDate;
  latitude: number | null;
  longitude: number | null;
}

/** Another contract of the office holding a photo with the same SHA-256. */
export interface DuplicateContract {
  id: number;
  contract_number: string;
}

/** The photo's flags, in a fixed order (location, time, duplicates); empty when nothing is odd or nothing is known. */
export function photoFlags(photo: PhotoEvidence, contract: PhotoContract, duplicates: readonly DuplicateContract[]): PhotoFlag[] {
  const flags: PhotoFlag[] = [];
  if (photo.latitude !== null && photo.longitude !== null) {
    const point = { latitude: photo.latitude, longitude: photo.longitude };
    // Swapped says more than "outside", so it replaces it.
    if (areCoordinatesSwapped(point)) flags.push({ kind: 'coordinates_swapped' });
    else if (!isInsidePhilippines(point)) flags.push({ kind: 'outside_philippines' });
    if (contract.latitude !== null && contract.longitude !== null) {
      const distance = distanceInMetres(point, { latitude: contract.latitude, longitude: contract.longitude });
      if (distance > FAR_FROM_PIN_METRES) flags.push({ kind: 'far_from_pin', distance_m: Math.round(distance) });
    }
  }
  if (photo.takenAt !== null) {
    // The contract's dates are Manila calendar dates.
    if (todayInManila(photo.takenAt) < contract.startDate) flags.push({ kind: 'taken_before_start', start_date: contract.startDate });
    if (photo.takenAt.getTime() > photo.uploadedAt.getTime() + TAKEN_AFTER_UPLOAD_TOLERANCE_MS) flags.push({ kind: 'taken_after_upload' });
  }
  if (duplicates.length > 0) flags.push({ kind: 'same_image_on_other_contract', contracts: [...duplicates] });
  return flags;
}

/** A coordinate as stored (numeric(9,6)): six decimals, about 0.1 m. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A distance as people read it on a flag: metres below a kilometre, else kilometres with one decimal. */
function wordDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

/** A flag as one sentence, the same on every page that shows it. */
export function describePhotoFlag(flag: PhotoFlag): string {
  switch (flag.kind) {
    case 'outside_philippines':
      return 'Taken outside the Philippines';
    case 'coordinates_swapped':
      return 'Latitude and longitude look swapped';
    case 'far_from_pin':
      return `${wordDistance(flag.distance_m)} from the contract's pin`;
    case 'taken_before_start':
      return 'Taken before the contract started';
    case 'taken_after_upload':
      return 'Taken after its upload';
    case 'same_image_on_other_contract':
      return `The same image is on contract ${flag.contracts.map((contract) => contract.contract_number).join(', ')}`;
  }
}

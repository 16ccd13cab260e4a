import { describe, expect, it } from 'vitest';
import { isoDate } from '../common/dates.js';
import {
  areCoordinatesSwapped,
  describePhotoFlag,
  distanceInMetres,
  FAR_FROM_PIN_METRES,
  isInsidePhilippines,
  photoFlags,
  TAKEN_AFTER_UPLOAD_TOLERANCE_MS,
  type PhotoContract,
  type PhotoEvidence,
} from './contract-photos.rules.js';
import { contractPinSchema } from '../contracts/contract-pin.schemas.js';
import { contractPhotoUploadForm } from './contract-photos.schemas.js';

const MANILA_CITY_HALL = { latitude: 14.5896, longitude: 120.9812 };
const QUEZON_CITY_HALL = { latitude: 14.6465, longitude: 121.0493 };

describe('distanceInMetres (haversine)', () => {
  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceInMetres(MANILA_CITY_HALL, MANILA_CITY_HALL)).toBe(0);
    expect(distanceInMetres(MANILA_CITY_HALL, QUEZON_CITY_HALL)).toBeCloseTo(distanceInMetres(QUEZON_CITY_HALL, MANILA_CITY_HALL), 6);
  });

  it('measures Manila to Quezon City halls at about 9.7 km, and one degree of latitude at about 111.2 km', () => {
    expect(distanceInMetres(MANILA_CITY_HALL, QUEZON_CITY_HALL)).toBeGreaterThan(9_500);
    expect(distanceInMetres(MANILA_CITY_HALL, QUEZON_CITY_HALL)).toBeLessThan(9_900);
    expect(distanceInMetres({ latitude: 10, longitude: 122 }, { latitude: 11, longitude: 122 })).toBeCloseTo(111_195, -1);
  });
});

describe('isInsidePhilippines and areCoordinatesSwapped', () => {
  it('holds the far corners of the archipelago and not its neighbours', () => {
    expect(isInsidePhilippines({ latitude: 20.45, longitude: 121.97 })).toBe(true); // Basco, Batanes
    expect(isInsidePhilippines({ latitude: 5.03, longitude: 119.77 })).toBe(true); // Bongao, Tawi-Tawi
    expect(isInsidePhilippines({ latitude: 9.74, longitude: 118.74 })).toBe(true); // Puerto Princesa
    expect(isInsidePhilippines({ latitude: 25.03, longitude: 121.56 })).toBe(false); // Taipei
    expect(isInsidePhilippines({ latitude: 0, longitude: 0 })).toBe(false);
    expect(isInsidePhilippines({ latitude: -14.59, longitude: 120.98 })).toBe(false); // a lost sign
  });

  it('calls a pair swapped only when it is outside and its swap is inside', () => {
    expect(areCoordinatesSwapped({ latitude: 120.9812, longitude: 14.5896 })).toBe(true);
    expect(areCoordinatesSwapped(MANILA_CITY_HALL)).toBe(false);
    expect(areCoordinatesSwapped({ latitude: 35.68, longitude: 139.69 })).toBe(false); // Tokyo: outside either way
  });
});

describe('photoFlags', () => {
  const uploadedAt = new Date('2024-06-01T04:00:00Z');
  const photo = (over: Partial<PhotoEvidence> = {}): PhotoEvidence => ({ ...MANILA_CITY_HALL, takenAt: new Date('2024-05-31T01:00:00Z'), uploadedAt, ...over });
  const contract = (over: Partial<PhotoContract> = {}): PhotoContract => ({ startDate: isoDate('2024-05-01'), ...MANILA_CITY_HALL, ...over });

  it('raises nothing for a photo at the pin, taken during the works, before its upload, used once', () => {
    expect(photoFlags(photo(), contract(), [])).toEqual([]);
  });

  it('raises nothing it cannot know: no location, no time, no pin', () => {
    expect(photoFlags(photo({ latitude: null, longitude: null, takenAt: null }), contract(), [])).toEqual([]);
    expect(photoFlags(photo(), contract({ latitude: null, longitude: null }), [])).toEqual([]);
  });

  it('flags a photo outside the Philippines, and one with swapped coordinates (instead of outside)', () => {
    expect(photoFlags(photo({ latitude: 35.68, longitude: 139.69 }), contract({ latitude: null, longitude: null }), [])).toEqual([{ kind: 'outside_philippines' }]);
    expect(photoFlags(photo({ latitude: 120.9812, longitude: 14.5896 }), contract({ latitude: null, longitude: null }), [])).toEqual([{ kind: 'coordinates_swapped' }]);
  });

  it('flags a photo farther than the threshold from the pin, with the distance in metres', () => {
    expect(photoFlags(photo(QUEZON_CITY_HALL), contract(), [])).toEqual([{ kind: 'far_from_pin', distance_m: expect.any(Number) }]);
    const [flag] = photoFlags(photo(QUEZON_CITY_HALL), contract(), []);
    expect(flag).toMatchObject({ distance_m: Math.round(distanceInMetres(QUEZON_CITY_HALL, MANILA_CITY_HALL)) });
    // 0.005° of latitude is about 556 m: inside the threshold.
    expect(FAR_FROM_PIN_METRES).toBe(1000);
    expect(photoFlags(photo({ latitude: MANILA_CITY_HALL.latitude + 0.005 }), contract(), [])).toEqual([]);
  });

  it("flags a photo taken before the contract's start date, counted on Manila's calendar", () => {
    // 2024-04-30T16:00Z is already May 1 in Manila: not before.
    expect(photoFlags(photo({ takenAt: new Date('2024-04-30T16:00:00Z') }), contract(), [])).toEqual([]);
    expect(photoFlags(photo({ takenAt: new Date('2024-04-30T15:59:59Z') }), contract(), [])).toEqual([{ kind: 'taken_before_start', start_date: '2024-05-01' }]);
  });

  it('flags a photo taken after its upload, beyond a fast clock', () => {
    expect(photoFlags(photo({ takenAt: new Date(uploadedAt.getTime() + TAKEN_AFTER_UPLOAD_TOLERANCE_MS) }), contract(), [])).toEqual([]);
    expect(photoFlags(photo({ takenAt: new Date(uploadedAt.getTime() + TAKEN_AFTER_UPLOAD_TOLERANCE_MS + 1000) }), contract(), [])).toEqual([{ kind: 'taken_after_upload' }]);
  });

  it('flags the same image on other contracts, naming them', () => {
    expect(photoFlags(photo(), contract(), [{ id: 7, contract_number: 'C-7' }])).toEqual([
      { kind: 'same_image_on_other_contract', contracts: [{ id: 7, contract_number: 'C-7' }] },
    ]);
  });
});

describe('contractPhotoUploadForm', () => {
  it('reads form text: numbers, blanks as absent, the default sources', () => {
    expect(contractPhotoUploadForm.parse({ stage: 'before', latitude: '14.5', longitude: ' 121 ', caption: '', taken_at: '', billing_id: '' })).toEqual({
      stage: 'before',
      caption: '',
      latitude: 14.5,
      longitude: 121,
      location_source: 'typed',
      taken_at_source: 'typed',
    });
  });

  it('refuses an unknown stage, half a location, a pair no order makes sense of, and a time without its offset', () => {
    expect(contractPhotoUploadForm.safeParse({ stage: 'after' }).error?.issues[0]?.message).toMatch(/^The stage must be one of: Before, Mobilization/);
    expect(contractPhotoUploadForm.safeParse({ stage: 'before', latitude: '14' }).error?.issues[0]?.message).toBe('Give both latitude and longitude, or neither.');
    expect(contractPhotoUploadForm.safeParse({ stage: 'before', latitude: '120', longitude: '100' }).success).toBe(false);
    expect(contractPhotoUploadForm.safeParse({ stage: 'before', latitude: '121', longitude: '14.6' }).success).toBe(true);
    expect(contractPhotoUploadForm.safeParse({ stage: 'before', taken_at: '2024-05-01T09:30:00' }).success).toBe(false);
    expect(contractPhotoUploadForm.safeParse({ stage: 'before', caption: 'x'.repeat(501) }).success).toBe(false);
  });

  it('takes a pin or its clearing, never half of one', () => {
    expect(contractPinSchema.parse({ latitude: null, longitude: null })).toEqual({ latitude: null, longitude: null });
    expect(contractPinSchema.safeParse({ latitude: 14, longitude: null }).success).toBe(false);
    expect(contractPinSchema.safeParse({ latitude: 91, longitude: 121 }).success).toBe(false);
  });
});

describe('describePhotoFlag', () => {
  it('words each flag as the pages show it', () => {
    expect(describePhotoFlag({ kind: 'far_from_pin', distance_m: 1412 })).toBe("1.4 km from the contract's pin");
    expect(describePhotoFlag({ kind: 'far_from_pin', distance_m: 640 })).toBe("640 m from the contract's pin");
    expect(describePhotoFlag({ kind: 'outside_philippines' })).toBe('Taken outside the Philippines');
    expect(describePhotoFlag({ kind: 'coordinates_swapped' })).toBe('Latitude and longitude look swapped');
    expect(describePhotoFlag({ kind: 'taken_before_start', start_date: '2024-01-02' })).toBe('Taken before the contract started');
    expect(describePhotoFlag({ kind: 'taken_after_upload' })).toBe('Taken after its upload');
    expect(
      describePhotoFlag({ kind: 'same_image_on_other_contract', contracts: [{ id: 3, contract_number: 'C-3' }, { id: 4, contract_number: 'C-4' }] }),
    ).toBe('The same image is on contract C-3, C-4');
  });
});

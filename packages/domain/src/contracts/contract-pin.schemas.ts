import { z } from 'zod';

/**
 * A contract's pin: where its works are, set on the map or from a photo's
 * location (issue 21). The photos' distance check measures from it.
 */
export const contractPinMessages = {
  latitudeRange: 'Latitude must be a number from -90 to 90.',
  longitudeRange: 'Longitude must be a number from -180 to 180.',
  bothCoordinates: 'Give both latitude and longitude, or neither.',
} as const;

/** `PUT contracts/{id}/pin/`: where the works are, or both null to clear the pin. */
export const contractPinSchema = z
  .object({
    latitude: z.number({ error: contractPinMessages.latitudeRange }).min(-90, { error: contractPinMessages.latitudeRange }).max(90, { error: contractPinMessages.latitudeRange }).nullable(),
    longitude: z
      .number({ error: contractPinMessages.longitudeRange })
      .min(-180, { error: contractPinMessages.longitudeRange })
      .max(180, { error: contractPinMessages.longitudeRange })
      .nullable(),
  })
  .refine((pin) => (pin.latitude === null) === (pin.longitude === null), { error: contractPinMessages.bothCoordinates, path: ['latitude'] });
export type ContractPinInput = z.output<typeof contractPinSchema>;

export const contractPinAnswerSchema = z.object({ id: z.number(), latitude: z.number().nullable(), longitude: z.number().nullable() });
export type ContractPinAnswer = z.output<typeof contractPinAnswerSchema>;


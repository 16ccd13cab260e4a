import { z } from 'zod';
import { optionalText } from '../common/text.schemas.js';

/**
 * Photos on a contract as audit evidence (issue 21; DPWH D.O. 16 s.2018 and
 * D.O. 85 s.2020: geotagged photos of every civil work at each stage). A
 * photo's location and time are read from the file when it has them and kept
 * with their source; what is served is a re-encoded copy without metadata.
 */

/** The stages a photo documents, in the order works pass through them. */
export const PHOTO_STAGES = ['before', 'mobilization', 'monthly_progress', 'completion', 'warranty'] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

export const photoStageLabels: Record<PhotoStage, string> = {
  before: 'Before',
  mobilization: 'Mobilization',
  monthly_progress: 'Monthly Progress',
  completion: 'Completion',
  warranty: 'Warranty',
};

/** Where a photo's location or time came from: the file's EXIF, the uploading device (browser), typed by a person; null when unknown. */
export const PHOTO_VALUE_SOURCES = ['photo', 'device', 'typed'] as const;
export type PhotoValueSource = (typeof PHOTO_VALUE_SOURCES)[number];
/** What a client may claim for a value it sends (the file's own values are read by the server). */
const CLIENT_SOURCES = ['device', 'typed'] as const;

export const PHOTO_CAPTION_MAX = 500;
/** The largest photo accepted, in bytes (issue 21: 10 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const contractPhotoMessages = {
  stageRequired: 'Choose the stage the photo shows.',
  stageUnknown: `The stage must be one of: ${PHOTO_STAGES.map((stage) => photoStageLabels[stage]).join(', ')}.`,
  tooLarge: 'A photo may be at most 10 MB.',
  notAPhoto: 'Send a JPEG, PNG, WebP or HEIC photo.',
  unreadable: 'The photo could not be read: the file is damaged or too large in pixels.',
  latitudeRange: 'Latitude must be a number from -90 to 90.',
  longitudeRange: 'Longitude must be a number from -180 to 180.',
  bothCoordinates: 'Give both latitude and longitude, or neither.',
  takenAtFormat: 'The time taken must be a date and time with its offset (2024-05-01T09:30:00+08:00).',
  linkNotOfContract: 'The linked record is not one of this contract.',
  missingContract: 'Contract Id must be specified in viewing photos.',
  confirmDelete: 'Delete this photo? Its record goes; an auditor will no longer see it on the contract.',
  uploaded: 'Photo uploaded.',
  deleted: 'Photo deleted.',
} as const;

const stageField = z.enum(PHOTO_STAGES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? contractPhotoMessages.stageRequired : contractPhotoMessages.stageUnknown),
});

/** A form field is text; empty means absent (null stays: in JSON it clears a link). */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

function coordinateField(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      return typeof present === 'string' ? Number(present.trim()) : present;
    },
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message }).optional(),
  );
}

/** An optional id of a linked record (accomplishment node, billing); text in a form, a number in JSON. */
const optionalLinkId = (label: string) =>
  z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      return typeof present === 'string' && /^\d{1,9}$/.test(present.trim()) ? Number(present.trim()) : present;
    },
    z
      .number({ error: `${label} must be the id of a record.` })
      .int({ error: `${label} must be the id of a record.` })
      .positive({ error: `${label} must be the id of a record.` })
      .max(2_147_483_647, { error: `${label} must be the id of a record.` })
      .nullable()
      .optional(),
  );

/** The links a photo may have to the records it supports (of the same contract). */
const linkFields = {
  physical_accomplishment_id: optionalLinkId('The accomplishment entry'),
  billing_id: optionalLinkId('The billing'),
};

const takenAtField = z.preprocess(
  blankToUndefined,
  z.iso.datetime({ offset: true, error: contractPhotoMessages.takenAtFormat }).optional(),
);

/**
 * The fields of `POST contracts/{id}/photos/` besides the file (multipart form
 * fields, all text). The location and time are what the client knows (the
 * device's position, or typed); the file's own EXIF values win over them.
 */
export const contractPhotoUploadForm = z
  .object({
    stage: stageField,
    caption: optionalText('Caption', PHOTO_CAPTION_MAX, { multiline: true }),
    // ±180 here, and a pair refused only when neither order makes sense: a pair typed the wrong way
    // round is kept as sent and flagged (photoFlags), the evidence as the person gave it.
    latitude: coordinateField(-180, 180, contractPhotoMessages.latitudeRange),
    longitude: coordinateField(-180, 180, contractPhotoMessages.longitudeRange),
    location_source: z.preprocess(blankToUndefined, z.enum(CLIENT_SOURCES).default('typed')),
    taken_at: takenAtField,
    taken_at_source: z.preprocess(blankToUndefined, z.enum(CLIENT_SOURCES).default('typed')),
    ...linkFields,
  })
  .refine((form) => (form.latitude === undefined) === (form.longitude === undefined), {
    error: contractPhotoMessages.bothCoordinates,
    path: ['latitude'],
  })
  .refine((form) => form.latitude === undefined || form.longitude === undefined || Math.abs(form.latitude) <= 90 || Math.abs(form.longitude) <= 90, {
    error: contractPhotoMessages.latitudeRange,
    path: ['latitude'],
  });
export type ContractPhotoUploadForm = z.output<typeof contractPhotoUploadForm>;

/** `PUT contract-photos/{id}/`: the stage, caption and links (the evidence itself never changes). */
export const contractPhotoUpdateSchema = z.object({
  stage: stageField,
  caption: optionalText('Caption', PHOTO_CAPTION_MAX, { multiline: true }),
  ...linkFields,
});
export type ContractPhotoUpdateInput = z.output<typeof contractPhotoUpdateSchema>;

/** Something about a photo that a reviewer should look at (computed by `photoFlags`, never stored). */
export const photoFlagSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('outside_philippines') }),
  z.object({ kind: z.literal('coordinates_swapped') }),
  z.object({ kind: z.literal('far_from_pin'), distance_m: z.number() }),
  z.object({ kind: z.literal('taken_before_start'), start_date: z.string() }),
  z.object({ kind: z.literal('taken_after_upload') }),
  z.object({ kind: z.literal('same_image_on_other_contract'), contracts: z.array(z.object({ id: z.number(), contract_number: z.string() })) }),
]);
export type PhotoFlag = z.output<typeof photoFlagSchema>;

const sourceSchema = z.enum(PHOTO_VALUE_SOURCES).nullable();

/** A photo as the API answers it. */
export const contractPhotoSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  stage: z.enum(PHOTO_STAGES),
  caption: z.string(),
  /** When it was taken (ISO 8601 with offset), and where that came from. */
  taken_at: z.string().nullable(),
  taken_at_source: sourceSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location_source: sourceSchema,
  /** SHA-256 (hex) of the original file as uploaded. */
  sha256: z.string(),
  /** The served copy's size in pixels (after turning it upright). */
  width: z.number(),
  height: z.number(),
  /** The original's size in bytes. */
  bytes: z.number(),
  uploaded_at: z.string(),
  uploaded_by: z.object({ id: z.number().nullable(), name: z.string() }),
  links: z.object({ physical_accomplishment_id: z.number().nullable(), billing_id: z.number().nullable() }),
  /** Paths under /api/ of the images (each answers with the bearer token or a download token for it). */
  urls: z.object({ served: z.string(), preview: z.string(), thumbnail: z.string() }),
  flags: z.array(photoFlagSchema),
});
export type ContractPhoto = z.output<typeof contractPhotoSchema>;

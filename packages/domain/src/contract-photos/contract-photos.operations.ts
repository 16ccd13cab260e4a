import { z } from 'zod';
import { downloadQuery, idParams } from '../api/common-schemas.js';
import { defineOperations } from '../api/operation.js';
import { operationFamily } from '../api/operation-family.js';
import {
  contractPhotoMessages,
  contractPhotoSchema,
  contractPhotoUpdateSchema,
  contractPhotoUploadForm,
  PHOTO_MAX_BYTES,
} from './contract-photos.schemas.js';

/**
 * A contract's site photos (issue 21): read by every user of the office,
 * uploaded and changed by admins and project inspectors (`contractPhotos.write`),
 * deleted within the one-day window (admins at any time). The images answer
 * with the bearer token or a download token for their path (for `<img src>`).
 */
const photos = operationFamily({ tag: 'contract-photos', access: 'activeAccount' });

const imageOptions = { params: idParams, query: downloadQuery } as const;

export const contractPhotoOperations = defineOperations({
  list: photos.read('contracts/{id}/photos/', z.array(contractPhotoSchema), "A contract's photos, newest first, each with its flags", { params: idParams }),
  upload: photos.upload('contracts/{id}/photos/', contractPhotoUploadForm, contractPhotoSchema, 'Upload one photo to a contract (multipart/form-data)', {
    permission: 'contractPhotos.write',
    params: idParams,
    maxBytes: PHOTO_MAX_BYTES,
    tooLarge: contractPhotoMessages.tooLarge,
    // A link to a record of another contract or office.
    extraErrors: [404],
    description:
      'Fields: `file` (one JPEG, PNG, WebP or HEIC image, at most 10 MB, sniffed by its content), `stage` ' +
      '(before, mobilization, monthly_progress, completion, warranty), `caption`, `latitude` and `longitude` with ' +
      '`location_source` (device or typed), `taken_at` (ISO 8601 with offset) with `taken_at_source`, ' +
      '`physical_accomplishment_id`, `billing_id`. The location and time in the file itself win over the fields.',
  }),
  update: photos.update('contract-photos/{id}/', contractPhotoUpdateSchema, contractPhotoSchema, "Change a photo's stage, caption or links", {
    permission: 'contractPhotos.write',
    params: idParams,
  }),
  delete: photos.delete('contract-photos/{id}/', 'Delete a photo (within one day of its upload; admins at any time)', {
    permission: 'contractPhotos.write',
    params: idParams,
  }),
  served: photos.image('contract-photos/{id}/image/', 'The photo as served: upright, at most 2560 px, every metadata removed (JPEG)', imageOptions),
  preview: photos.image('contract-photos/{id}/preview/', 'A 1440 px preview of the photo (JPEG, no metadata)', imageOptions),
  thumbnail: photos.image('contract-photos/{id}/thumbnail/', 'A 250 px thumbnail of the photo (JPEG, no metadata)', imageOptions),
  original: photos.image('contract-photos/{id}/original/', 'The original file as uploaded, metadata and all, for audit (account holder)', {
    ...imageOptions,
    permission: 'contractPhotos.viewOriginal',
  }),
});

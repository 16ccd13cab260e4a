import { z } from 'zod';
import { parseIsoDate, type IsoDate } from '../common/dates.js';
import { idParam, yearParam } from '../common/id.schemas.js';

/** `…/{id}`: the record a path names (not an id: 404). */
export const idParams = z.object({ id: idParam });
/** `…/{year}`: an implementation year. */
export const yearParams = z.object({ year: yearParam });

/** The answer of a 204 (nothing). */
export const noContent = z.null();

/** The answer of a file download: an .xlsx file, not JSON. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const xlsxFile = z.string().meta({ format: 'binary', description: `The .xlsx file (${XLSX_CONTENT_TYPE})` });

/** The answer of an image read: the image's bytes (JPEG or WebP), not JSON. */
export const imageFile = z.string().meta({ format: 'binary', description: 'The image (image/jpeg or image/webp)' });

/** What an upload (multipart/form-data) is refused with, whatever it uploads. */
export const uploadMessages = {
  notMultipart: 'Send the file as multipart/form-data.',
  fileMissing: 'Send the file in the form (one file field).',
  oneFileOnly: 'Send one file per request.',
  tooManyFields: 'The form has too many fields, or a field too long.',
} as const;

export const AS_OF_MESSAGE = 'The as-of date must be a date written YYYY-MM-DD.';

/**
 * `?as_of=YYYY-MM-DD`: the date a read is taken as of (DOMAIN.md: everything
 * is read as of T). Absent or empty means today in Manila, which only the
 * server's clock knows, so the parsed value is `undefined` then.
 */
export const asOfParam = z
  .string()
  .optional()
  .transform((text, context): IsoDate | undefined => {
    if (text === undefined || text === '') return undefined;
    const date = parseIsoDate(text);
    if (date === null) {
      context.addIssue({ code: 'custom', message: AS_OF_MESSAGE });
      return z.NEVER;
    }
    return date;
  });

export const asOfQuery = z.object({ as_of: asOfParam });
/** `?as_of=` as a route hands it to its service: a parsed date, or undefined for today. */
export type AsOfQuery = z.output<typeof asOfQuery>;

/**
 * The query every file download accepts: the `user_id` the spec's client sends
 * (accepted and ignored: access comes from the bearer or download token only)
 * and `token`, a download token for this very path.
 */
export const downloadQuery = z.object({
  user_id: z.string().optional().meta({ description: 'Sent by the earlier client; ignored, never grants access.' }),
  token: z
    .string()
    .optional()
    .meta({ description: 'A download token from POST /api/reports/download-token/ for this path, instead of the Authorization header.' }),
});

/** The query of an Excel download as of a date. */
export const excelAsOfQuery = asOfQuery.extend(downloadQuery.shape);

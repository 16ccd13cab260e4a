import { AppError, uploadMessages, type OperationDeclaration } from '@subaybay/domain';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * The file and text fields of an upload (an operation declared with `upload`,
 * a multipart/form-data request, read by @fastify/multipart). The file is read
 * into memory up to the declaration's `maxBytes`: past it the request is
 * refused with the declaration's sentence (413) before more is read.
 */

/** The uploaded file: its bytes and what the client said of it (neither is trusted; the content is sniffed). */
export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  declaredType: string;
}

/** Text fields a form may have, and the length of each: far more than any upload form needs. */
const FORM_LIMITS = { fields: 20, fieldSize: 10_000 } as const;

const CODE_OF = (error: unknown) => (error as { code?: unknown }).code;

export async function readUpload(
  request: FastifyRequest,
  upload: NonNullable<OperationDeclaration['upload']>,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', uploadMessages.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: upload.maxBytes, files: 1, ...FORM_LIMITS, parts: FORM_LIMITS.fields + 1 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        file = { bytes: await part.toBuffer(), filename: part.filename, declaredType: part.mimetype };
      } else if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    switch (CODE_OF(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError('PAYLOAD_TOO_LARGE', upload.tooLarge);
      case 'FST_FILES_LIMIT':
        throw new AppError('VALIDATION', uploadMessages.oneFileOnly);
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_PROTO_VIOLATION':
        throw new AppError('VALIDATION', uploadMessages.tooManyFields);
      default:
        // A body that is not well-formed multipart (busboy's "Unexpected end of form", a missing boundary).
        if (error instanceof Error && !(error instanceof AppError) && !('statusCode' in error && Number(error.statusCode) >= 500)) {
          throw new AppError('VALIDATION', uploadMessages.notMultipart);
        }
        throw error;
    }
  }
  if (!file) throw new AppError('VALIDATION', uploadMessages.fileMissing, { file: [uploadMessages.fileMissing] });
  return { file, fields };
}

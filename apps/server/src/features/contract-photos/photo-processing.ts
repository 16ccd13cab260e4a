import { AppError, contractPhotoMessages } from '@subaybay/domain';
import exifr from 'exifr';
import sharp, { type Sharp } from 'sharp';

/**
 * What the server makes of an uploaded photo: what it is (sniffed from its
 * first bytes; the name and the client's type are not trusted), where and when
 * its EXIF says it was taken, and the three copies that are served — turned
 * upright by the EXIF orientation, then re-encoded, which drops every piece of
 * metadata (EXIF, GPS, XMP, IPTC, ICC: sharp writes none unless asked).
 *
 * The copies are JPEG: every browser, printer and office suite reads it, and a
 * site photo gains little from WebP's smaller files next to that.
 */

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

/** The longest side of the served copy, the preview and the thumbnail, in pixels. */
export const SERVED_MAX_SIDE = 2560;
export const PREVIEW_MAX_SIDE = 1440;
export const THUMBNAIL_MAX_SIDE = 250;
const JPEG_QUALITY = { served: 85, preview: 80, thumbnail: 75 } as const;

/**
 * The largest image decoded, in pixels: a 108 MP phone camera's, with room. A 10 MB
 * PNG of flat colour could otherwise claim gigabytes of memory when decoded.
 */
const MAX_INPUT_PIXELS = 120_000_000;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

/** The photo's type from its first bytes, or null when it is none of the four. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  // ISO base media: a box `ftyp` whose major brand, or a compatible one after a `mif1`/`msf1`, is HEVC-coded HEIF.
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0));
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(offset, offset + 4));
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'image/heic';
  }
  return null;
}

/** Where and when the file says it was taken (its EXIF), each null when it does not say. */
export interface PhotoExif {
  latitude: number | null;
  longitude: number | null;
  /** DateTimeOriginal with OffsetTimeOriginal, or Manila's +08:00 when it has none. */
  takenAt: Date | null;
}

/** The offset of a time with none: Manila, which has kept +08:00 all year since 1978. */
const MANILA_OFFSET = '+08:00';

/** `2024:05:01 09:30:00` and `+08:00` (or nothing) → the instant. */
export function exifTime(dateTime: unknown, offset: unknown): Date | null {
  if (typeof dateTime !== 'string') return null;
  const match = /^(\d{4}):(\d\d):(\d\d)[ T](\d\d):(\d\d):(\d\d)/.exec(dateTime.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const zone = typeof offset === 'string' && /^[+-]\d\d:\d\d$/.test(offset.trim()) ? offset.trim() : MANILA_OFFSET;
  const instant = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${zone}`);
  // A camera with no clock set writes 0000:00:00 00:00:00 or the like: not a time.
  return Number.isNaN(instant.getTime()) || instant.getUTCFullYear() < 1990 ? null : instant;
}

const inRange = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The file's GPS position and original time; a file without EXIF, or with a damaged one, says nothing. */
export async function readPhotoExif(bytes: Buffer): Promise<PhotoExif> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(bytes, { tiff: true, exif: true, gps: true, xmp: false, icc: false, iptc: false, reviveValues: false })) as
      | Record<string, unknown>
      | undefined;
  } catch {
    tags = undefined;
  }
  if (!tags) return { latitude: null, longitude: null, takenAt: null };
  const located = inRange(tags.latitude, 90) && inRange(tags.longitude, 180);
  return {
    latitude: located ? (tags.latitude as number) : null,
    longitude: located ? (tags.longitude as number) : null,
    takenAt: exifTime(tags.DateTimeOriginal, tags.OffsetTimeOriginal),
  };
}

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface PhotoCopies {
  served: EncodedImage;
  preview: EncodedImage;
  thumbnail: EncodedImage;
}

const unreadable = () => new AppError('VALIDATION', contractPhotoMessages.unreadable, { file: [contractPhotoMessages.unreadable] });

/**
 * A HEIC photo decoded to pixels: sharp's prebuilt libvips reads HEIF but not
 * its HEVC coding (patents), so libheif compiled to WebAssembly (heic-decode)
 * decodes it. Its transformations (rotation, mirror) are applied by libheif.
 */
async function decodeHeic(bytes: Buffer): Promise<Sharp> {
  const { default: decode } = await import('heic-decode');
  const image = await decode({ buffer: bytes });
  if (image.width * image.height > MAX_INPUT_PIXELS) throw unreadable();
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

function copyOf(upright: Sharp, maxSide: number, quality: number): Promise<EncodedImage> {
  return upright
    .clone()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ bytes: data, width: info.width, height: info.height }));
}

/** The served copy, the preview and the thumbnail: upright, without metadata, JPEG. */
export async function encodePhotoCopies(bytes: Buffer, type: PhotoType): Promise<PhotoCopies> {
  try {
    const source =
      type === 'image/heic' ? await decodeHeic(bytes) : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
    const [served, preview, thumbnail] = await Promise.all([
      copyOf(source, SERVED_MAX_SIDE, JPEG_QUALITY.served),
      copyOf(source, PREVIEW_MAX_SIDE, JPEG_QUALITY.preview),
      copyOf(source, THUMBNAIL_MAX_SIDE, JPEG_QUALITY.thumbnail),
    ]);
    return { served, preview, thumbnail };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A file that starts like a photo but does not decode (truncated, damaged, too many pixels).
    throw unreadable();
  }
}

/** The type, EXIF and copies of an upload, or 400 when it is not one of the four photo types. */
export async function processPhoto(bytes: Buffer): Promise<{ type: PhotoType; exif: PhotoExif; copies: PhotoCopies }> {
  const type = sniffPhotoType(bytes);
  if (!type) throw new AppError('VALIDATION', contractPhotoMessages.notAPhoto, { file: [contractPhotoMessages.notAPhoto] });
  const [exif, copies] = await Promise.all([readPhotoExif(bytes), encodePhotoCopies(bytes, type)]);
  return { type, exif, copies };
}

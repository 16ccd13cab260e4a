import sharp from 'sharp';

/**
 * Photos made in the test, with the EXIF a phone writes (sharp writes EXIF:
 * IFD0 the camera, IFD2 the Exif sub-IFD with the time, IFD3 the GPS IFD).
 */

export interface PhotoFixture {
  /** Where the camera says it was: decimal degrees (south and west negative). */
  at?: { latitude: number; longitude: number };
  /** DateTimeOriginal as the camera writes it: `2024:05:01 09:30:00`. */
  takenAt?: string;
  /** OffsetTimeOriginal: `+08:00`; absent means the file says no offset. */
  offset?: string;
  width?: number;
  height?: number;
  /** The colour, so two fixtures differ in their bytes when asked. */
  colour?: string;
  format?: 'jpeg' | 'png' | 'webp';
}

/** Decimal degrees as EXIF degrees, minutes and seconds: `15.33` → `15/1 19/1 480000/10000` (the sign goes in the Ref tag). */
export function exifRationals(degrees: number): string {
  const value = Math.abs(degrees);
  const whole = Math.floor(value);
  const minutes = Math.floor((value - whole) * 60);
  const seconds = Math.round(((value - whole) * 60 - minutes) * 60 * 10_000);
  return `${whole}/1 ${minutes}/1 ${seconds}/10000`;
}

export async function photoFixture(options: PhotoFixture = {}): Promise<Buffer> {
  const image = sharp({ create: { width: options.width ?? 320, height: options.height ?? 240, channels: 3, background: options.colour ?? '#4a7f3a' } });
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'Fixture', Model: 'Phone' } };
  if (options.takenAt) exif.IFD2 = { DateTimeOriginal: options.takenAt, ...(options.offset ? { OffsetTimeOriginal: options.offset } : {}) };
  if (options.at) {
    exif.IFD3 = {
      GPSLatitudeRef: options.at.latitude < 0 ? 'S' : 'N',
      GPSLatitude: exifRationals(options.at.latitude),
      GPSLongitudeRef: options.at.longitude < 0 ? 'W' : 'E',
      GPSLongitude: exifRationals(options.at.longitude),
    };
  }
  const format = options.format ?? 'jpeg';
  return image.withExif(exif)[format]().toBuffer();
}

/** A multipart/form-data body of `fields` and one file, as a browser's FormData sends it. */
export async function multipartBody(
  fields: Record<string, string | number>,
  file?: { bytes: Uint8Array; filename: string; type: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

import { describe, expect, it } from 'vitest';
import exifr from 'exifr';
import sharp from 'sharp';
import { encodePhotoCopies, exifTime, sniffPhotoType } from '../src/features/contract-photos/photo-processing.js';
import { photoFixture } from './helpers/photos.js';

/** An ISO base media `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, 'latin1'));
  return box;
}

describe('sniffPhotoType', () => {
  it('tells JPEG, PNG and WebP by their first bytes, whatever the name', async () => {
    expect(sniffPhotoType(await photoFixture({ format: 'jpeg' }))).toBe('image/jpeg');
    expect(sniffPhotoType(await photoFixture({ format: 'png' }))).toBe('image/png');
    expect(sniffPhotoType(await photoFixture({ format: 'webp' }))).toBe('image/webp');
  });

  it('tells HEIC by its ftyp brands (major, or compatible after mif1), and not AVIF', () => {
    expect(sniffPhotoType(ftyp('heic', ['mif1', 'heic']))).toBe('image/heic');
    expect(sniffPhotoType(ftyp('mif1', ['mif1', 'heic']))).toBe('image/heic');
    expect(sniffPhotoType(ftyp('avif', ['mif1', 'avif']))).toBeNull();
    expect(sniffPhotoType(ftyp('isom', ['isom', 'mp41']))).toBeNull();
  });

  it('refuses a PDF, text, and nothing at all', () => {
    expect(sniffPhotoType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffPhotoType(Buffer.from('hello, world'))).toBeNull();
    expect(sniffPhotoType(Buffer.alloc(0))).toBeNull();
  });
});

describe('exifTime', () => {
  it('reads the offset when there is one, Manila when there is none', () => {
    expect(exifTime('2024:05:01 09:30:00', '+08:00')?.toISOString()).toBe('2024-05-01T01:30:00.000Z');
    expect(exifTime('2024:05:01 09:30:00', '-05:00')?.toISOString()).toBe('2024-05-01T14:30:00.000Z');
    expect(exifTime('2024:05:01 09:30:00', undefined)?.toISOString()).toBe('2024-05-01T01:30:00.000Z');
  });

  it('is no time for a camera without a clock or a value that is not a time', () => {
    expect(exifTime('0000:00:00 00:00:00', undefined)).toBeNull();
    expect(exifTime('    :  :     :  :  ', undefined)).toBeNull();
    expect(exifTime(20240501, undefined)).toBeNull();
    expect(exifTime('2024:13:45 99:00:00', undefined)).toBeNull();
  });
});

describe('encodePhotoCopies', () => {
  it('turns a photo upright by its EXIF orientation, then drops the orientation with the rest', async () => {
    // Stored 320 × 240 landscape, shown turned 90° (orientation 6): upright it is 240 × 320.
    const sideways = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const { served, thumbnail } = await encodePhotoCopies(sideways, 'image/jpeg');
    expect([served.width, served.height]).toEqual([240, 320]);
    expect([thumbnail.width, thumbnail.height]).toEqual([188, 250]);
    const metadata = await sharp(served.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation, metadata.exif]).toEqual([240, 320, undefined, undefined]);
    expect(await exifr.parse(served.bytes, true)).toBeUndefined();
  });

  it('refuses a file that says HEIC but does not decode (400, not a crash)', async () => {
    await expect(encodePhotoCopies(Buffer.concat([ftyp('heic', ['mif1', 'heic']), Buffer.alloc(64, 1)]), 'image/heic')).rejects.toMatchObject({
      code: 'VALIDATION',
      detail: 'The photo could not be read: the file is damaged or too large in pixels.',
    });
  });
});

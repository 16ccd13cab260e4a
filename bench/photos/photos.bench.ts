/**
 * Site photos (issue 21, decision 040): how fast the real server takes phone
 * photos in and how much memory each upload costs. On a generated office of
 * one contract (the seed generator), the bundled server is started as a child
 * process; --photos distinct photos of --megapixels (default 12, a phone's
 * 4000 × 3000) are made with sharp — noise, so the JPEG is as large as a
 * camera's (a flat colour compresses to nothing), with EXIF GPS and time —
 * and uploaded with 1, 2 and 4 in flight (--concurrency 1,2,4). Each upload is
 * sniffed, its EXIF read, its three copies re-encoded and its original kept.
 *
 * It prints, per concurrency: the wall time, photos per minute, megabytes per
 * second, each upload's p50 and worst time, and the server's resident memory
 * before, at its peak (sampled every 50 ms from /proc) and the rise per photo
 * in flight. No test depends on these figures.
 *
 *   npm run bench:photos
 *   npm run bench:photos -- --db pglite --photos 8 --megapixels 8
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { exifRationals } from '../../apps/server/test/helpers/photos.js';
import { createScratchDatabase, flag, machine, median, seedBenchOffice, startBenchServer, type Target } from '../support/bench-server.js';

const DATABASE = (flag('db') ?? 'postgres') as 'postgres' | 'pglite';
const PHOTOS = Number(flag('photos') ?? 12);
const MEGAPIXELS = Number(flag('megapixels') ?? 12);
const CONCURRENCY = (flag('concurrency') ?? '1,2,4').split(',').map(Number);

/** A phone-like JPEG: 4:3, noisy, GPS in Capas, Tarlac, taken this morning. `index` makes each one's bytes its own. */
async function phonePhoto(index: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt((MEGAPIXELS * 1_000_000 * 4) / 3));
  const height = Math.round((width * 3) / 4);
  return sharp({ create: { width, height, channels: 3, background: { r: 90 + index, g: 120, b: 70 }, noise: { type: 'gaussian', mean: 110 + index, sigma: 18 } } })
    .withExif({
      IFD0: { Make: 'Bench', Model: 'Phone' },
      IFD2: { DateTimeOriginal: '2026:11:28 08:30:00', OffsetTimeOriginal: '+08:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: exifRationals(15.33 + index / 10_000), GPSLongitudeRef: 'E', GPSLongitude: exifRationals(120.59) },
    })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function main() {
  console.log(`Photos bench: ${machine()}; load ${loadavg().map((x) => x.toFixed(2)).join(' / ')}; ${DATABASE}; ${PHOTOS} photos of ${MEGAPIXELS} MP`);
  const photos: Buffer[] = [];
  for (let index = 0; index < PHOTOS * CONCURRENCY.length; index++) photos.push(await phonePhoto(index));
  const sizes = photos.map((photo) => photo.byteLength / 1024 / 1024);
  console.log(`made ${photos.length} photos, ${Math.min(...sizes).toFixed(1)}–${Math.max(...sizes).toFixed(1)} MB each`);

  const scratch = DATABASE === 'postgres' ? await createScratchDatabase('photos') : undefined;
  const dataDir = DATABASE === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'subaybay-photos-')) : undefined;
  const target: Target = scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: dataDir! };
  try {
    const { office } = await seedBenchOffice(target, 1, 21);
    const server = await startBenchServer(target);
    try {
      const token = await server.signIn(office.usernames[0]!.username);
      const contractId = office.contractIds[0]!;
      const upload = async (bytes: Buffer, index: number) => {
        const form = new FormData();
        form.append('stage', 'monthly_progress');
        form.append('file', new Blob([bytes], { type: 'image/jpeg' }), `IMG_${index}.jpg`);
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/api/contracts/${contractId}/photos/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`upload ${index} answered ${response.status}`);
        return performance.now() - started;
      };
      // One upload first, so starting libvips and its threads is not counted.
      await upload(await phonePhoto(999), 999);

      const rows: string[] = [];
      let next = 0;
      for (const inFlight of CONCURRENCY) {
        const batch = photos.slice(next, next + PHOTOS);
        next += PHOTOS;
        const before = server.memory().rss;
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, server.memory().rss)), 50);
        const times: number[] = [];
        const started = performance.now();
        let cursor = 0;
        await Promise.all(
          Array.from({ length: inFlight }, async () => {
            while (cursor < batch.length) {
              const index = cursor++;
              times.push(await upload(batch[index]!, next + index));
            }
          }),
        );
        const wall = performance.now() - started;
        clearInterval(sampler);
        const megabytes = batch.reduce((sum, photo) => sum + photo.byteLength, 0) / 1024 / 1024;
        rows.push(
          `| ${inFlight} | ${batch.length} | ${(wall / 1000).toFixed(1)} | ${((batch.length / wall) * 60_000).toFixed(1)} | ${(megabytes / (wall / 1000)).toFixed(2)} | ` +
            `${median(times).toFixed(0)} | ${Math.max(...times).toFixed(0)} | ${before.toFixed(0)} | ${peak.toFixed(0)} | ${((peak - before) / inFlight).toFixed(0)} |`,
        );
      }
      console.log('\n| in flight | photos | wall (s) | photos/min | MB/s | upload p50 (ms) | upload max (ms) | RSS before (MiB) | RSS peak (MiB) | rise per photo in flight (MiB) |');
      console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
      for (const row of rows) console.log(row);
      console.log(`\nload at the end ${loadavg().map((x) => x.toFixed(2)).join(' / ')}`);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

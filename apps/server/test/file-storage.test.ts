import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { directoryFileStorage, memoryFileStorage, sha256Hex } from '../src/lib/file-storage.js';

const root = mkdtempSync(path.join(tmpdir(), 'subaybay-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.each([
  ['directory', () => directoryFileStorage(root)],
  ['memory', () => memoryFileStorage()],
])('file storage (%s)', (_name, make) => {
  it('keys bytes by their SHA-256, answers them back, and removes them', async () => {
    const storage = make();
    const bytes = Buffer.from(`site photo ${_name}`);
    const key = await storage.put(bytes);
    expect(key).toBe(sha256Hex(bytes));
    expect((await storage.get(key))?.equals(bytes)).toBe(true);
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
    // Removing what is not there is no error.
    await storage.remove(key);
  });

  it('stores the same bytes once, and refuses a key it did not make', async () => {
    const storage = make();
    const bytes = Buffer.from(`the same photo twice ${_name}`);
    expect(await storage.put(bytes)).toBe(await storage.put(bytes));
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Not a file storage key/);
  });
});

describe('directory file storage', () => {
  it('writes DATA_DIR/files/ab/cd/<sha256> whole, leaving no partial file', async () => {
    const storage = directoryFileStorage(root);
    const bytes = Buffer.alloc(256 * 1024, 9);
    const key = await storage.put(bytes);
    const folder = path.join(root, key.slice(0, 2), key.slice(2, 4));
    expect(readdirSync(folder)).toEqual([key]);
    expect(readFileSync(path.join(folder, key)).equals(bytes)).toBe(true);
    // Two writers of the same bytes at once both end with the one whole file.
    await Promise.all([storage.put(bytes), storage.put(bytes)]);
    expect(readdirSync(folder)).toEqual([key]);
  });
});

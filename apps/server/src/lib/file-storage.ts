import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files' bytes live, behind one interface: content-addressed, so
 * a key is the SHA-256 (hex) of the bytes and the same bytes are stored once
 * whoever sends them. The database keeps the keys; the bytes never pass
 * through it.
 *
 * The default keeps files in `DATA_DIR/files/ab/cd/<sha256>`, enough for one
 * server. A deployment with several servers needs them all to see the same
 * files: an S3-compatible implementation fills the same three methods (`put`
 * a PutObject under the key, skipped when HeadObject finds it; `get` a
 * GetObject, undefined on NoSuchKey; `remove` a DeleteObject). It is not built.
 */
export interface FileStorage {
  /** Stores `bytes` (once: a key already there is kept) and answers its key, the bytes' SHA-256 in hex. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the bytes under `key` (nothing when there are none). The caller knows no row still names it. */
  remove(key: string): Promise<void>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const KEY = /^[0-9a-f]{64}$/;

function checkedKey(key: string): string {
  // A key is only ever a hash this module made: anything else never reaches the file system.
  if (!KEY.test(key)) throw new Error(`Not a file storage key: ${key.slice(0, 80)}`);
  return key;
}

/** Files under `root` (`DATA_DIR/files`): `ab/cd/<sha256>`, two levels of 256 folders so none grows large. */
export function directoryFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), key.slice(2, 4), checkedKey(key));
  return {
    async put(bytes) {
      const key = sha256Hex(bytes);
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed: a reader (or a crash) never meets half a file, and two
      // writers of the same bytes both end with the same whole file.
      const partial = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return key;
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Files in memory: for tests and tools that keep nothing (an app built without a storage gets one). */
export function memoryFileStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(bytes) {
      const key = sha256Hex(bytes);
      if (!files.has(key)) files.set(key, Buffer.from(bytes));
      return key;
    },
    async get(key) {
      return files.get(checkedKey(key));
    },
    async remove(key) {
      files.delete(checkedKey(key));
    },
  };
}

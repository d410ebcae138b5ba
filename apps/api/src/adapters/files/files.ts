import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where the app keeps files (docs/kyc.md "Files"): one storage adapter, so every file goes through the same checks
 * and a later object store replaces one implementation. Keys are relative names the app makes (`kyc/12/statement`),
 * never a person's input.
 */
export interface FileStore {
  kind: 'local';
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes; throws a FileNotFoundError when there is none. */
  get(key: string): Promise<Buffer>;
  /** Deletes the file; deleting one already gone is not an error. */
  remove(key: string): Promise<void>;
}

export class FileKeyError extends Error {
  constructor(key: string) {
    super(
      `A file key is a relative name of letters, digits, '.', '_' and '-' in '/'-separated parts, not ${JSON.stringify(key)}`,
    );
    this.name = 'FileKeyError';
  }
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`There is no file ${key}`);
    this.name = 'FileNotFoundError';
  }
}

const PART = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Checks a key: '/'-separated parts of safe characters, none '.' or '..', nothing absolute, at most 512 long. */
export function checkFileKey(key: string): string[] {
  const parts = key.split('/');
  const safe = key.length <= 512 && parts.every((part) => PART.test(part) && part !== '.' && part !== '..');
  if (!safe) throw new FileKeyError(key);
  return parts;
}

/**
 * Files on this machine's disk under `root` (FILES_DIR, by default DATA_DIR/files), readable by this user only. A
 * write goes to a temporary name first and is renamed into place, so a reader never sees half a file.
 */
export function localFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    const file = path.join(base, ...checkFileKey(key));
    // Belt and braces: whatever the key, the file stays under the root.
    if (!file.startsWith(base + path.sep)) throw new FileKeyError(key);
    return file;
  };
  return {
    kind: 'local',
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, data, { mode: 0o600 });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

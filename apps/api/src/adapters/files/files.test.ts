import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFileKey, FileKeyError, FileNotFoundError, localFileStore } from './files.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'imole-files-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the local file store', () => {
  const store = localFileStore(root);

  it('keeps, reads and removes a file under its root, readable by this user only', async () => {
    const data = Buffer.from('%PDF-1.7 a statement');
    await store.put('kyc/12/statement-1', data);
    expect((await store.get('kyc/12/statement-1')).equals(data)).toBe(true);
    expect(statSync(path.join(root, 'kyc/12/statement-1')).mode & 0o777).toBe(0o600);
    await store.put('kyc/12/statement-1', Buffer.from('replaced'));
    expect((await store.get('kyc/12/statement-1')).toString()).toBe('replaced');
    await store.remove('kyc/12/statement-1');
    await expect(store.get('kyc/12/statement-1')).rejects.toBeInstanceOf(FileNotFoundError);
    // Removing a file already gone is not an error (retention may run twice).
    await store.remove('kyc/12/statement-1');
  });

  it('refuses keys that could leave its root or are not plain names', async () => {
    for (const key of [
      '../outside',
      'kyc/../../etc/passwd',
      '/etc/passwd',
      'kyc//x',
      'kyc/./x',
      '',
      '.hidden',
      'a\\b',
      'kyc/x\0y',
      'k y',
    ]) {
      expect(() => checkFileKey(key), key).toThrow(FileKeyError);
      await expect(store.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(FileKeyError);
      await expect(store.get(key), key).rejects.toBeInstanceOf(FileKeyError);
      await expect(store.remove(key), key).rejects.toBeInstanceOf(FileKeyError);
    }
    expect(checkFileKey('kyc/12/selfie_3.jpg')).toEqual(['kyc', '12', 'selfie_3.jpg']);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataLock, DataLockError } from './data-lock';

const folders: string[] = [];
const newFolder = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-lock-'));
  folders.push(root);
  return path.join(root, 'pglite');
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('acquireDataLock', () => {
  it('names the live holder, with the port a server wrote, to whoever comes second', () => {
    const dir = newFolder();
    // The parent process stands in for a server started with PORT=3999: alive, and not this process.
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, owner: 'server', port: 3999 }));
    let refused: unknown;
    try {
      acquireDataLock(dir, 'the site command');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataLockError);
    expect((refused as DataLockError).holder).toEqual({ pid: process.ppid, owner: 'server', port: 3999 });
  });

  it('writes the port into its own lock', () => {
    const dir = newFolder();
    acquireDataLock(dir, 'server', 3999);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, 'utf8'))).toEqual({
      pid: process.pid,
      owner: 'server',
      port: 3999,
    });
  });
});

import 'server-only';
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Creates the folder (and any missing parents) one level at a time, and says why not when it
 * cannot be written. Node's recursive mkdir loops forever where the kernel answers ENOENT to
 * creating a child of a folder that exists (/proc, /sys), which hung start-up without a word.
 * Returns null when the folder is ready, else the reason.
 */
export function prepareWritableDir(dir: string): string | null {
  const missing: string[] = [];
  let existing = path.resolve(dir);
  while (!pathExists(existing)) {
    missing.unshift(existing);
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  try {
    if (!statSync(existing).isDirectory()) return `${existing} is not a folder`;
    for (const folder of missing) mkdirSync(folder);
    accessSync(path.resolve(dir), constants.W_OK);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

function pathExists(target: string): boolean {
  try {
    statSync(target);
    return true;
  } catch {
    return false;
  }
}

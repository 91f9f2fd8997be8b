import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

let hashes: readonly string[] | undefined;

/**
 * CSP sources ('sha256-…') for the built stylesheets. The production build inlines each page's
 * stylesheet into its <head> (experimental.inlineCss: no second round trip before the first
 * paint), and Next puts no nonce on those <style> elements, so the policy names their contents by
 * hash instead. The files never change while the process runs: read once. Empty before a build
 * and under `next dev`, which does not inline.
 */
export function inlineStyleHashes(): readonly string[] {
  if (hashes) return hashes;
  const dir = path.join(process.cwd(), '.next', 'static', 'chunks');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.css'));
  } catch {
    // No build here (tests of the pure policy, next dev): nothing is inlined.
  }
  hashes = files.map(
    (name) =>
      `'sha256-${createHash('sha256')
        .update(readFileSync(path.join(dir, name)))
        .digest('base64')}'`,
  );
  return hashes;
}

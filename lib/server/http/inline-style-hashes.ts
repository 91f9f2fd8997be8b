import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A stylesheet as a route's client reference manifest lists it. */
interface EntryCssFile {
  path: string;
  inlined?: boolean;
  content?: string;
}

let hashes: readonly string[] | undefined;

/**
 * CSP sources ('sha256-…') for the stylesheets the production build inlines into pages
 * (experimental.inlineCss: no second round trip before the first paint). Next puts no nonce on
 * those <style> elements, so the policy names their contents by hash. Each page gets one <style>
 * holding, in order, the stylesheets its manifest lists for it (`entryCSSFiles`: the layout's,
 * then the page's own), so the hash is of that concatenation, one per entry. The build does not
 * change while the process runs: read once. Empty before a build and under `next dev`.
 */
export function inlineStyleHashes(): readonly string[] {
  hashes ??= [...new Set(manifestPaths().flatMap(hashesOfManifest))];
  return hashes;
}

// The build's own output is read here; `turbopackIgnore` keeps Next's file tracing from copying
// the whole project into the standalone server for it (these files are in the output anyway).
function manifestPaths(
  dir = path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'server', 'app'),
): string[] {
  let entries;
  try {
    entries = readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  } catch {
    return []; // no build here (next dev, unit tests): nothing is inlined
  }
  return entries.flatMap((entry) => {
    const full = path.join(/*turbopackIgnore: true*/ dir, entry.name);
    if (entry.isDirectory()) return manifestPaths(full);
    return entry.name.endsWith('_client-reference-manifest.js') ? [full] : [];
  });
}

/** `globalThis.__RSC_MANIFEST["/route"] = {…}`: the object's entryCSSFiles, hashed per entry. */
function hashesOfManifest(file: string): string[] {
  const text = readFileSync(/*turbopackIgnore: true*/ file, 'utf8');
  const start = text.indexOf('{', text.indexOf('] ='));
  if (start < 0) return [];
  const manifest = JSON.parse(text.slice(start, text.lastIndexOf('}') + 1)) as {
    entryCSSFiles?: Record<string, EntryCssFile[]>;
  };
  return Object.values(manifest.entryCSSFiles ?? {}).flatMap((files) => {
    const inlined = files.filter((file) => file.inlined);
    if (inlined.length === 0) return [];
    const css = inlined.map((file) => file.content ?? builtFile(file.path)).join('');
    return [`'sha256-${createHash('sha256').update(css).digest('base64')}'`];
  });
}

const builtFile = (relative: string): string =>
  readFileSync(/*turbopackIgnore: true*/ path.join(process.cwd(), '.next', relative), 'utf8');

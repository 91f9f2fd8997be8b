// The last step of `npm run build`: records the sources' hash beside the build
// (scripts/source-hash.mjs), so the next `npm run quickstart` knows the build is current.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordSourceHash } from './source-hash.mjs';

recordSourceHash(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));

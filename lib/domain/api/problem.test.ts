import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, problemType } from './problem';

/** Rows of the problem table in docs/API.md: type, status and title as documented. */
function documentedProblems(): Array<{ type: string; status: number; title: string }> {
  const doc = readFileSync(path.join(process.cwd(), 'docs', 'API.md'), 'utf8');
  return [...doc.matchAll(/^\| `(\/problems\/[a-z-]+)`\s*\| (\d{3})\s*\| ([^|]+?)\s*\|/gm)].map(
    ([, type = '', status = '', title = '']) => ({ type, status: Number(status), title }),
  );
}

describe('the problem catalogue', () => {
  it('is documented in docs/API.md exactly as the code sends it', () => {
    const inCode = Object.entries(PROBLEM_TYPES).map(([slug, { status, title }]) => ({
      type: problemType(slug as keyof typeof PROBLEM_TYPES),
      status,
      title,
    }));
    expect(documentedProblems()).toEqual(inCode);
  });

  it('gives each 404 its own type so clients never read prose', () => {
    const notFoundTypes = Object.entries(PROBLEM_TYPES).filter(([, p]) => p.status === 404);
    expect(notFoundTypes.map(([slug]) => slug).sort()).toEqual([
      'drug-not-found',
      'no-pharmacy-nearby',
      'pharmacy-not-found',
      'route-not-found',
      'variant-not-priced',
    ]);
  });
});

// docs/API.md's problem example is what the server answers: the request written above it,
// sent to the route handler, gives the same type, status, detail and errors.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiHeaders } from '@/test-support/api-auth';
import { GET } from './route';

const doc = readFileSync(path.join(process.cwd(), 'docs/API.md'), 'utf8');
const example = /For\s+`GET (\/gateway\/Drug\/FindDrugs\?[^`]+)`[^`]*```json\n([\s\S]*?)\n```/.exec(
  doc,
);

describe('docs/API.md', () => {
  it('shows the problem the server sends for the request it names', async () => {
    expect(example).not.toBeNull();
    const [, request = '', json = '{}'] = example ?? [];
    const documented = JSON.parse(json) as Record<string, unknown>;
    const response = await GET(
      new Request(`http://localhost${request}`, { headers: await apiHeaders('G1') }),
    );
    expect(response.status).toBe(documented.status);
    const { instance, ...answer } = (await response.json()) as Record<string, unknown>;
    expect(instance).toEqual(expect.any(String));
    // The example writes a placeholder where each answer has its own request id.
    expect({ ...answer, instance: documented.instance }).toEqual(documented);
  });
});

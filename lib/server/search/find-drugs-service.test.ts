import { describe, expect, it } from 'vitest';
import { representationOf } from '@/lib/server/core/http-cache';
import { container } from '@/lib/server/runtime/container';
import { findDrugsAnswer, findDrugsInProcess, validateFindDrugsQuery } from './find-drugs-service';

const params = (groupId: string) =>
  new URLSearchParams({ groupID: groupId, DrugName: 'lisinopril', Zip: '10001', NumPharm: '4' });

describe('the FindDrugs answer a page and the API share', () => {
  it('is found once per query, whatever the group, and kept as the object itself', async () => {
    const services = container();
    const first = await findDrugsInProcess(services, params('WEB'));
    const again = await findDrugsInProcess(services, params('OTHER'));
    expect(again).toBe(first); // no copy, no JSON round trip
    expect(first.Drugs).toHaveLength(4);
  });

  it('is frozen all the way down, so no request can change what the next one is sent', async () => {
    const services = container();
    const answer = await findDrugsInProcess(services, params('WEB'));
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.Drugs[0]?.pricing)).toBe(true);
    expect(() => {
      (answer.Drugs as unknown[]).push(null);
    }).toThrow(TypeError);
  });

  it('is serialised for HTTP once, into bytes that read back as the answer', async () => {
    const services = container();
    const answer = await findDrugsInProcess(services, params('WEB'));
    const representation = representationOf(answer);
    expect(representationOf(answer)).toBe(representation);
    expect(JSON.parse(Buffer.from(representation.body).toString('utf8'))).toEqual(answer);
    const other = await findDrugsInProcess(
      services,
      new URLSearchParams({ groupID: 'WEB', DrugName: 'lisinopril', Zip: '10001', NumPharm: '3' }),
    );
    expect(representationOf(other).etag).not.toBe(representation.etag);
  });

  it('is found anew for each call without an answer cache (an upstream)', async () => {
    const services = { ...container(), answerCache: null };
    const query = validateFindDrugsQuery(services, params('WEB'));
    const [a, b] = await Promise.all([
      findDrugsAnswer(services, query),
      findDrugsAnswer(services, query),
    ]);
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
    expect(Object.isFrozen(a)).toBe(false);
  });
});

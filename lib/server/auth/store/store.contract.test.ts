import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisTokenStore } from './redis';
import { SqliteTokenStore } from './sqlite';
import type { TokenFamily, TokenStore } from './types';
import { describeNeeding } from '@/test-support/prerequisites';

const REDIS_URL = process.env.REDIS_TEST_URL;
const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;

const family = (groupId = 'G1'): TokenFamily => ({
  familyId: randomUUID(),
  groupId,
  clientKeyId: 'ck',
  createdAtMs: NOW,
});
const token = (expiresAtMs = NOW + HOUR) => ({ tokenHash: randomUUID(), expiresAtMs });

/** A new family created in `store`, and the first token it was created with. */
async function startFamily(store: TokenStore) {
  const fam = family();
  const first = token();
  await store.createFamily(fam, first);
  return { fam, first };
}

/** The behaviour every TokenStore adapter must have; run once per adapter below. */
function contract(name: string, open: () => TokenStore) {
  describe(`${name} token store contract`, () => {
    // Opened in beforeAll, so a skipped suite (no REDIS_TEST_URL) opens no connection.
    let store: TokenStore;
    beforeAll(() => {
      store = open();
    });
    afterAll(() => store.close());

    it('rotates a current token once, returning its family', async () => {
      const { fam, first } = await startFamily(store);
      const second = token();
      expect(await store.rotate(first.tokenHash, second, NOW)).toEqual({ ok: true, family: fam });
      expect(await store.rotate(second.tokenHash, token(), NOW)).toMatchObject({ ok: true });
      expect(await store.isFamilyActive(fam.familyId)).toBe(true);
    });

    it('revokes a session before it logged in: it can never create its family afterwards', async () => {
      const fam = family();
      expect(await store.isFamilyRevoked(fam.familyId)).toBe(false);
      await store.revokeSession(fam.familyId, NOW, NOW + HOUR);
      expect(await store.isFamilyRevoked(fam.familyId)).toBe(true);
      expect(await store.isFamilyActive(fam.familyId)).toBe(false);
      expect(await store.createFamily(fam, token())).toBe(false);
      expect(await store.isFamilyRevoked(fam.familyId)).toBe(true);
    });

    it('revokes a logged-in session, whose tokens then stop', async () => {
      const { fam, first } = await startFamily(store);
      await store.revokeSession(fam.familyId, NOW, NOW + HOUR);
      expect(await store.isFamilyRevoked(fam.familyId)).toBe(true);
      expect(await store.rotate(first.tokenHash, token(), NOW)).toEqual({
        ok: false,
        reason: 'revoked',
      });
    });

    it('within a grace window, a rotated token presented again gets the sealed successor', async () => {
      const { fam, first } = await startFamily(store);
      const grace = { windowMs: 10_000, successorSealed: 'sealed-successor' };
      expect(await store.rotate(first.tokenHash, token(), NOW, grace)).toEqual({
        ok: true,
        family: fam,
      });
      // A racing request of the same cookie, 5 s later: the successor, and nothing revoked.
      const other = { windowMs: 10_000, successorSealed: 'another' };
      expect(await store.rotate(first.tokenHash, token(), NOW + 5_000, other)).toEqual({
        ok: false,
        reason: 'rotated',
        family: fam,
        successorSealed: 'sealed-successor',
      });
      expect(await store.isFamilyActive(fam.familyId)).toBe(true);
      // Past the window it is reuse, as before: the family is revoked.
      expect(await store.rotate(first.tokenHash, token(), NOW + 10_001, other)).toEqual({
        ok: false,
        reason: 'reused',
      });
      expect(await store.isFamilyActive(fam.familyId)).toBe(false);
    });

    it('without a grace window (API clients), a second presentation is reuse at once', async () => {
      const { fam, first } = await startFamily(store);
      await store.rotate(first.tokenHash, token(), NOW, {
        windowMs: 10_000,
        successorSealed: 'sealed',
      });
      expect(await store.rotate(first.tokenHash, token(), NOW + 1)).toEqual({
        ok: false,
        reason: 'reused',
      });
      expect(await store.isFamilyActive(fam.familyId)).toBe(false);
    });

    it('revokes the whole family when a rotated token is presented again', async () => {
      const { fam, first } = await startFamily(store);
      const second = token();
      await store.rotate(first.tokenHash, second, NOW);
      expect(await store.rotate(first.tokenHash, token(), NOW)).toEqual({
        ok: false,
        reason: 'reused',
      });
      expect(await store.isFamilyActive(fam.familyId)).toBe(false);
      expect(await store.rotate(second.tokenHash, token(), NOW)).toEqual({
        ok: false,
        reason: 'revoked',
      });
    });

    it('refuses expired and unknown tokens', async () => {
      const expiring = token(NOW + 1000);
      await store.createFamily(family(), expiring);
      expect(await store.rotate(expiring.tokenHash, token(), NOW + 1000)).toEqual({
        ok: false,
        reason: 'expired',
      });
      expect(await store.rotate('never-issued', token(), NOW)).toEqual({
        ok: false,
        reason: 'unknown',
      });
    });

    it('lets exactly one of many concurrent rotations of one token succeed', async () => {
      const { first } = await startFamily(store);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => store.rotate(first.tokenHash, token(), NOW)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(
        results
          .filter((r) => !r.ok)
          .every((r) => !r.ok && (r.reason === 'reused' || r.reason === 'revoked')),
      ).toBe(true);
    });

    // A browser's provisional session starts the family of a fixed id, once.
    it('creates a family once: a second creation with its id (even concurrent) writes nothing', async () => {
      const fam = family();
      const tokens = Array.from({ length: 6 }, () => token());
      const created = await Promise.all(tokens.map((t) => store.createFamily(fam, t)));
      expect(created.filter(Boolean)).toHaveLength(1);
      const firstToken = tokens[created.indexOf(true)] ?? token();
      expect(await store.rotate(firstToken.tokenHash, token(), NOW)).toMatchObject({ ok: true });
      for (const other of tokens.filter((t) => t !== firstToken)) {
        expect(await store.rotate(other.tokenHash, token(), NOW)).toEqual({
          ok: false,
          reason: 'unknown',
        });
      }
      expect(await store.createFamily(fam, token())).toBe(false);
    });

    it('revokeFamily rejects every token of the family; unknown families are inactive', async () => {
      const { fam, first } = await startFamily(store);
      await store.revokeFamily(fam.familyId, NOW);
      expect(await store.rotate(first.tokenHash, token(), NOW)).toEqual({
        ok: false,
        reason: 'revoked',
      });
      expect(await store.isFamilyActive(randomUUID())).toBe(false);
    });
  });
}

contract(
  'SQLite',
  () =>
    new SqliteTokenStore(path.join(mkdtempSync(path.join(tmpdir(), 'store-')), 'tokens.sqlite')),
);

describe('SQLite store durability', () => {
  it('keeps families and tokens across a reopen (a server restart)', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'store-')), 'tokens.sqlite');
    const before = new SqliteTokenStore(file);
    const { fam, first } = await startFamily(before);
    await before.close();
    const after = new SqliteTokenStore(file);
    expect(await after.rotate(first.tokenHash, token(), NOW)).toEqual({ ok: true, family: fam });
    await after.close();
  });
});

describe('SQLite store pruning', () => {
  it('deletes expired refresh tokens and families left without tokens, keeps live ones', async () => {
    const store = new SqliteTokenStore(
      path.join(mkdtempSync(path.join(tmpdir(), 'store-')), 'tokens.sqlite'),
    );
    const expired = family();
    await store.createFamily(expired, token(NOW + 1000));
    const live = family();
    const liveToken = token(NOW + HOUR);
    await store.createFamily(live, liveToken);
    expect(store.pruneExpired(NOW + 2000)).toEqual({ tokens: 1, families: 1 });
    expect(await store.isFamilyActive(expired.familyId)).toBe(false);
    expect(await store.rotate(liveToken.tokenHash, token(), NOW + 2000)).toMatchObject({
      ok: true,
    });
    await store.close();
  });
});

describeNeeding(['Redis (REDIS_TEST_URL)'], 'Redis', () => {
  contract('Redis', () => new RedisTokenStore(new Redis(REDIS_URL ?? ''), `test:${randomUUID()}:`));

  it('two instances sharing one Redis see each other’s rotations and detect reuse across instances', async () => {
    const prefix = `test:${randomUUID()}:`;
    const instanceA = new RedisTokenStore(new Redis(REDIS_URL ?? ''), prefix);
    const instanceB = new RedisTokenStore(new Redis(REDIS_URL ?? ''), prefix);
    const { fam, first } = await startFamily(instanceA);
    const second = token();
    expect(await instanceB.rotate(first.tokenHash, second, NOW)).toMatchObject({ ok: true });
    expect(await instanceA.rotate(first.tokenHash, token(), NOW)).toEqual({
      ok: false,
      reason: 'reused',
    });
    expect(await instanceB.isFamilyActive(fam.familyId)).toBe(false);
    await Promise.all([instanceA.close(), instanceB.close()]);
  });
});

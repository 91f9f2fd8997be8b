import 'server-only';
import { mkdirSync } from 'node:fs';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StoreUnavailableError } from '@/lib/server/core/store-error';
import type {
  RotateResult,
  RotationGrace,
  StoredRefreshToken,
  TokenFamily,
  TokenStore,
} from './types';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS token_families (
    family_id TEXT PRIMARY KEY,
    group_id TEXT NOT NULL,
    client_key_id TEXT NOT NULL,
    created_at_ms INTEGER NOT NULL,
    revoked_at_ms INTEGER
  );
  CREATE TABLE IF NOT EXISTS refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    family_id TEXT NOT NULL REFERENCES token_families(family_id),
    expires_at_ms INTEGER NOT NULL,
    used_at_ms INTEGER,
    successor_sealed TEXT
  );
  CREATE INDEX IF NOT EXISTS refresh_tokens_family ON refresh_tokens(family_id);
  CREATE TABLE IF NOT EXISTS write_probe (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    written_at_ms INTEGER NOT NULL
  );
`;

const SWEEP_EVERY_CREATIONS = 1000;
/**
 * SQLite waits for a lock synchronously, freezing the whole server, so it waits only briefly;
 * longer waits happen between attempts, asynchronously, before giving up with a 503.
 */
const BUSY_TIMEOUT_MS = 20;
const BUSY_RETRY_DELAYS_MS = [25, 50, 100, 200, 400];
/** SQLite's result codes for "another connection holds the lock": SQLITE_BUSY and SQLITE_LOCKED. */
const BUSY_CODES = new Set([5, 6]);
const isBusy = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  BUSY_CODES.has(Number((err as { errcode?: unknown }).errcode) & 0xff);

/** Runs `work` in one transaction (IMMEDIATE takes the write lock before reading). */
function inTransaction<T>(db: DatabaseSync, mode: 'DEFERRED' | 'IMMEDIATE', work: () => T): T {
  db.exec(`BEGIN ${mode}`);
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

interface TokenRow {
  family_id: string;
  expires_at_ms: number;
  used_at_ms: number | null;
  successor_sealed: string | null;
  group_id: string;
  client_key_id: string;
  created_at_ms: number;
  revoked_at_ms: number | null;
}

const familyOf = (row: TokenRow): TokenFamily => ({
  familyId: row.family_id,
  groupId: row.group_id,
  clientKeyId: row.client_key_id,
  createdAtMs: row.created_at_ms,
});

/**
 * The embedded token store: one SQLite file on local disk (WAL), created on first use, so a
 * restart loses no session. Rotation runs in an IMMEDIATE transaction, which SQLite serialises
 * across every process that opens the same file. Node's own SQLite (`node:sqlite`): no native
 * module to build, the same synchronous statements.
 */
export class SqliteTokenStore implements TokenStore {
  private readonly db: DatabaseSync;
  private readonly statements;
  private createdSinceSweep = 0;
  private readonly probeWrite: StatementSync;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new DatabaseSync(file);
    this.db.exec('PRAGMA journal_mode = WAL');
    this.db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    this.db.exec(SCHEMA);
    // Files made before rotations kept their successor (sealed) gain the column.
    const columns = this.db.prepare('PRAGMA table_info(refresh_tokens)').all() as Array<{
      name: string;
    }>;
    if (!columns.some((column) => column.name === 'successor_sealed')) {
      this.db.exec('ALTER TABLE refresh_tokens ADD COLUMN successor_sealed TEXT');
    }
    // Fail at start-up, naming the file, rather than on every login: an existing file in a folder
    // (or on a volume) we cannot write opens fine and only refuses its first write.
    this.probeWrite = this.db.prepare(
      `INSERT INTO write_probe (id, written_at_ms) VALUES (1, ?)
       ON CONFLICT (id) DO UPDATE SET written_at_ms = excluded.written_at_ms`,
    );
    try {
      this.probeWrite.run(Date.now());
    } catch (err) {
      this.db.close();
      throw new Error(
        `The token store ${file} is not writable (${String(err)}); check LOCAL_DATA_DIR`,
      );
    }

    const statements = {
      find: this.db.prepare(
        `SELECT t.family_id, t.expires_at_ms, t.used_at_ms, t.successor_sealed, f.group_id, f.client_key_id, f.created_at_ms, f.revoked_at_ms
         FROM refresh_tokens t JOIN token_families f USING (family_id) WHERE t.token_hash = ?`,
      ),
      markUsed: this.db.prepare(
        'UPDATE refresh_tokens SET used_at_ms = ?, successor_sealed = ? WHERE token_hash = ?',
      ),
      insertToken: this.db.prepare(
        'INSERT INTO refresh_tokens (token_hash, family_id, expires_at_ms) VALUES (?, ?, ?)',
      ),
      insertFamily: this.db.prepare(
        'INSERT OR IGNORE INTO token_families (family_id, group_id, client_key_id, created_at_ms) VALUES (?, ?, ?, ?)',
      ),
      revoke: this.db.prepare(
        'UPDATE token_families SET revoked_at_ms = COALESCE(revoked_at_ms, ?) WHERE family_id = ?',
      ),
      familyStatus: this.db.prepare('SELECT revoked_at_ms FROM token_families WHERE family_id = ?'),
      // A session revoked before it logged in leaves a family row without tokens, whose
      // created_at_ms is when the sweep may drop it (deleteEmptyFamilies).
      revokeSession: this.db.prepare(
        `INSERT INTO token_families (family_id, group_id, client_key_id, created_at_ms, revoked_at_ms)
         VALUES (?, '', '', ?, ?)
         ON CONFLICT(family_id) DO UPDATE SET revoked_at_ms = COALESCE(revoked_at_ms, excluded.revoked_at_ms)`,
      ),
      deleteExpiredTokens: this.db.prepare('DELETE FROM refresh_tokens WHERE expires_at_ms <= ?'),
      deleteEmptyFamilies: this.db.prepare(
        `DELETE FROM token_families WHERE created_at_ms <= ?
         AND NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = token_families.family_id)`,
      ),
    };
    this.statements = statements;
  }

  /** Creates the family and its first token; false (nothing written) when the family exists. */
  private createTx(family: TokenFamily, first: StoredRefreshToken): boolean {
    const { statements } = this;
    return inTransaction(this.db, 'DEFERRED', () => {
      const { changes } = statements.insertFamily.run(
        family.familyId,
        family.groupId,
        family.clientKeyId,
        family.createdAtMs,
      );
      if (changes === 0) return false;
      statements.insertToken.run(first.tokenHash, family.familyId, first.expiresAtMs);
      return true;
    });
  }

  /** Uses the old token and stores the next one, or says why not (reuse revokes the family). */
  private rotateTx(
    oldHash: string,
    next: StoredRefreshToken,
    nowMs: number,
    grace: RotationGrace | undefined,
  ): RotateResult {
    const { statements } = this;
    return inTransaction(this.db, 'IMMEDIATE', () => {
      const row = statements.find.get(oldHash) as TokenRow | undefined;
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at_ms !== null) return { ok: false, reason: 'revoked' };
      if (row.used_at_ms !== null) {
        if (grace && row.successor_sealed && nowMs - row.used_at_ms <= grace.windowMs) {
          return {
            ok: false,
            reason: 'rotated',
            family: familyOf(row),
            successorSealed: row.successor_sealed,
          };
        }
        statements.revoke.run(nowMs, row.family_id);
        return { ok: false, reason: 'reused' };
      }
      if (row.expires_at_ms <= nowMs) return { ok: false, reason: 'expired' };
      statements.markUsed.run(nowMs, grace?.successorSealed ?? null, oldHash);
      statements.insertToken.run(next.tokenHash, row.family_id, next.expiresAtMs);
      return { ok: true, family: familyOf(row) };
    });
  }

  /** Runs a statement, retrying asynchronously while another process holds the lock. */
  private async unlocked<T>(operation: () => T): Promise<T> {
    for (const delayMs of [...BUSY_RETRY_DELAYS_MS, null]) {
      try {
        return operation();
      } catch (err) {
        if (!isBusy(err)) throw err;
        if (delayMs === null) throw new StoreUnavailableError(1, err);
        await sleep(delayMs);
      }
    }
    throw new Error('unreachable');
  }

  async createFamily(family: TokenFamily, first: StoredRefreshToken): Promise<boolean> {
    // A family that exists is found by a read, without taking the write lock (replayed cookies).
    if (await this.unlocked(() => this.statements.familyStatus.get(family.familyId))) return false;
    if (!(await this.unlocked(() => this.createTx(family, first)))) return false;
    // Every browser visit starts a family, so sweep expired ones now and then (Redis uses TTLs).
    if (++this.createdSinceSweep >= SWEEP_EVERY_CREATIONS) this.pruneExpired(family.createdAtMs);
    return true;
  }

  /** Deletes expired refresh tokens and the families left without any; returns how many of each. */
  pruneExpired(nowMs: number): { tokens: number; families: number } {
    this.createdSinceSweep = 0;
    const tokens = Number(this.statements.deleteExpiredTokens.run(nowMs).changes);
    const families = Number(this.statements.deleteEmptyFamilies.run(nowMs).changes);
    return { tokens, families };
  }

  async rotate(
    oldTokenHash: string,
    next: StoredRefreshToken,
    nowMs: number,
    grace?: RotationGrace,
  ): Promise<RotateResult> {
    // IMMEDIATE takes the write lock before reading, so a second process waits instead of
    // reading the same unused token.
    return this.unlocked(() => this.rotateTx(oldTokenHash, next, nowMs, grace));
  }

  async isFamilyActive(familyId: string): Promise<boolean> {
    const row = (await this.unlocked(() => this.statements.familyStatus.get(familyId))) as
      { revoked_at_ms: number | null } | undefined;
    return row !== undefined && row.revoked_at_ms === null;
  }

  async revokeSession(familyId: string, nowMs: number, untilMs: number): Promise<void> {
    await this.unlocked(() => this.statements.revokeSession.run(familyId, untilMs, nowMs));
  }

  async isFamilyRevoked(familyId: string): Promise<boolean> {
    const row = (await this.unlocked(() => this.statements.familyStatus.get(familyId))) as
      { revoked_at_ms: number | null } | undefined;
    return row !== undefined && row.revoked_at_ms !== null;
  }

  async revokeFamily(familyId: string, nowMs: number): Promise<void> {
    await this.unlocked(() => this.statements.revoke.run(nowMs, familyId));
  }

  /** Whether a write succeeds now (readiness): false while locked or unwritable. */
  async isWritable(): Promise<boolean> {
    try {
      await this.unlocked(() => this.probeWrite.run(Date.now()));
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

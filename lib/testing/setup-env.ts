// Test process environment: a private local-data folder (token store, dev secrets) per run, and
// rate limits high enough that suites making hundreds of calls test behaviour, not the limiter
// (the limiter has its own tests).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.LOCAL_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rxpf-test-'));
process.env.RATE_LIMIT_API_PER_MINUTE ??= '1000000';
process.env.RATE_LIMIT_SESSION_PER_MINUTE ??= '1000000';
delete process.env.REDIS_URL;

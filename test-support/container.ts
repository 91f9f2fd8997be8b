import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createContainer,
  installContainer,
  type ContainerOptions,
} from '@/lib/server/runtime/container';
import { parseEnv, type ServerEnv } from '@/lib/server/core/env';
import { listedSettings } from './test-settings';

/**
 * A test environment: a private local-data folder (token store, dev secrets), and rate limits high
 * enough that suites making hundreds of calls test behaviour, not the limiter (which has its own
 * tests). Nothing is read from process.env.
 */
export function testEnv(overrides: Record<string, string> = {}): ServerEnv {
  return parseEnv(
    listedSettings({
      NODE_ENV: 'test',
      LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rxpf-test-')),
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
      RATE_LIMIT_BROWSER_ADDRESS_PER_MINUTE: '1000000',
      ...overrides,
    }),
  );
}

/** Routes in this test file use an isolated container, built on first use from testEnv(overrides). */
export function installTestContainer(
  overrides: Record<string, string> = {},
  options: ContainerOptions = {},
): void {
  installContainer(() => createContainer(testEnv(overrides), options));
}

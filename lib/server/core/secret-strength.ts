import 'server-only';

/**
 * Values published in this repository (README, docs, the reference upstream): anyone can send
 * them, so a production deployment must not accept them as client keys.
 */
const PUBLISHED_CLIENT_KEYS = new Set(['dev-client-key', 'reference-client-key']);

/** What a secret (signing, sealing) must carry, and what a key or token a caller sends must. */
const MIN_SECRET_BITS = 96;
const MIN_KEY_BITS = 64;
const MIN_KEY_LENGTH = 16;

/** The shortest prefix that, repeated, spells the whole value ("abab…" → "ab"). */
function repeatingUnit(value: string): string {
  for (let period = 1; period < value.length; period += 1) {
    if (value.length % period === 0 && value.slice(period) === value.slice(0, -period)) {
      return value.slice(0, period);
    }
  }
  return value;
}

/**
 * A rough upper bound of the entropy a value carries, in bits: its length times the Shannon
 * entropy of its characters, after folding a repeated pattern to one copy. It catches the values
 * people type ("aaaa…", "passwordpassword…", "0123456789" twice); a random value of the same
 * length scores far above the minimums. It cannot see a dictionary phrase: it is a guard, not a
 * proof of strength.
 */
function estimatedEntropyBits(value: string): number {
  const unit = repeatingUnit(value);
  const counts = new Map<string, number>();
  for (const char of unit) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const count of counts.values()) {
    const p = count / unit.length;
    bitsPerChar -= p * Math.log2(p);
  }
  return bitsPerChar * unit.length;
}

/** Why a signing or sealing secret is too weak for production; null when it is not. */
function weakSecretReason(value: string): string | null {
  const bits = estimatedEntropyBits(value);
  return bits < MIN_SECRET_BITS
    ? `too little entropy (about ${Math.floor(bits)} bits; at least ${MIN_SECRET_BITS} needed)`
    : null;
}

/**
 * Why a key or token that callers send is unfit for production; null when it is fit. Only a
 * published value is named, since naming it reveals nothing.
 */
function weakKeyReason(value: string): string | null {
  if (PUBLISHED_CLIENT_KEYS.has(value)) return `${value} is published in this repository`;
  if (value.length < MIN_KEY_LENGTH) return `a key is shorter than ${MIN_KEY_LENGTH} characters`;
  const bits = estimatedEntropyBits(value);
  return bits < MIN_KEY_BITS
    ? `a key carries too little entropy (about ${Math.floor(bits)} bits; at least ${MIN_KEY_BITS} needed)`
    : null;
}

/** The credentials production checks, as configured (the session password may be a map). */
export interface ConfiguredCredentials {
  clientKeys: readonly string[];
  sessionPassword: string | Record<string, string> | undefined;
  jwtSecret: string | undefined;
  metricsToken: string | undefined;
}

/** Each variable holding a published or low-entropy value, with why: `[variable, reason]`. */
export function weakCredentials(config: ConfiguredCredentials): Array<[string, string]> {
  const passwords =
    typeof config.sessionPassword === 'object'
      ? Object.values(config.sessionPassword)
      : [config.sessionPassword];
  const checks: Array<[string, Array<string | null>]> = [
    ['SVC_CLIENT_KEYS', config.clientKeys.map(weakKeyReason)],
    ['SESSION_PASSWORD', passwords.map((p) => (p === undefined ? null : weakSecretReason(p)))],
    ['JWT_SECRET', [config.jwtSecret === undefined ? null : weakSecretReason(config.jwtSecret)]],
    [
      'METRICS_TOKEN',
      [config.metricsToken === undefined ? null : weakKeyReason(config.metricsToken)],
    ],
  ];
  const weak = checks.flatMap(([variable, reasons]) => {
    const reason = reasons.find((r) => r !== null);
    return reason ? [[variable, reason] as [string, string]] : [];
  });
  return [...weak, ...sharedCredentials(config, passwords)];
}

/**
 * Each pair of variables holding the same value, with why that is weak: one secret leaked is
 * then two (the sealing password signs tokens; a client key reads the metrics, or the reverse).
 */
function sharedCredentials(
  config: ConfiguredCredentials,
  passwords: Array<string | undefined>,
): Array<[string, string]> {
  const shared: Array<[string, string]> = [];
  if (config.jwtSecret !== undefined && passwords.includes(config.jwtSecret)) {
    shared.push(['JWT_SECRET', 'the same value as SESSION_PASSWORD; give each its own']);
  }
  if (config.metricsToken !== undefined && config.clientKeys.includes(config.metricsToken)) {
    shared.push(['METRICS_TOKEN', 'the same value as a key in SVC_CLIENT_KEYS; give each its own']);
  }
  return shared;
}

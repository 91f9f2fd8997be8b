import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A rotated refresh token's successor, as the token store keeps it for the grace window
// (store/types.ts, RotationGrace): encrypted with a key only the old token's holder can derive.
// The store never sees a token in the clear; a reader of the store learns nothing it can use.

const keyOf = (oldRefreshToken: string): Buffer =>
  Buffer.from(hkdfSync('sha256', oldRefreshToken, 'rxpf', 'rotation successor', 32));

/** The successor sealed (AES-256-GCM) for whoever presents the old token. */
export function sealSuccessor(oldRefreshToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(oldRefreshToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor, or null when the seal was not made for this old token (or was altered). */
export function openSuccessor(oldRefreshToken: string, sealedText: string): string | null {
  try {
    const bytes = Buffer.from(sealedText, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(oldRefreshToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

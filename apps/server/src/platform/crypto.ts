import { createCipheriv, createDecipheriv, hash, hkdfSync, randomBytes } from 'node:crypto';

/** A fresh opaque token (256 bits) for cookies and e-mailed links. */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** Only this digest of a token is ever stored. One-shot `hash` skips the Hash object (it runs per request). */
export const sha256 = (value: string): string => hash('sha256', value, 'hex');

/** HKDF `info` of the credential key: changing it (or the secret) makes old tokens unreadable. */
const SECRET_KEY_INFO = 'fundpath:credentials:v1';
const SECRET_TOKEN_PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const derivedKeys = new Map<string, Buffer>();

/** The AES-256 key for stored secrets, derived from the app secret (HKDF-SHA256), cached per secret. */
function secretKey(appSecret: string): Buffer {
  let key = derivedKeys.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), SECRET_KEY_INFO, 32));
    derivedKeys.set(appSecret, key);
  }
  return key;
}

/**
 * Encrypts a secret for storage at rest: AES-256-GCM under a key derived from the app secret,
 * a fresh random IV each time, as `v1:<base64 iv|tag|ciphertext>`. `context` (e.g. the owner's
 * id) is bound as associated data, so a token copied to another row does not decrypt there.
 * @example
 * const token = encryptSecret(config.appSecret, 'hunter2', userId);
 * decryptSecret(config.appSecret, token, userId); // 'hunter2'
 */
export function encryptSecret(appSecret: string, plaintext: string, context = ''): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secretKey(appSecret), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return SECRET_TOKEN_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

/** Reverses {@link encryptSecret}; throws on a tampered, truncated or foreign token. */
export function decryptSecret(appSecret: string, token: string, context = ''): string {
  if (!token.startsWith(SECRET_TOKEN_PREFIX)) throw new Error('Unsupported secret token version');
  const raw = Buffer.from(token.slice(SECRET_TOKEN_PREFIX.length), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Secret token is truncated');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(appSecret), raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

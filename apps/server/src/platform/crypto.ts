import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque token (256 bits) for cookies and e-mailed links. */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** Only this digest of a token is ever stored. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * The links in a campaign message: unsubscribe, open pixel and click redirect. Each is the
 * recipient's send-log id (and for a click, the link's number in the message) with an HMAC-SHA256
 * tag under a key derived from the app secret, so an id alone is worthless and nothing is stored
 * per link. A click token signs the link's *number*, never a URL: the redirect goes only to a URL
 * the campaign's own blocks hold (no open redirect).
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'unsubscribe' | 'open' | 'click';
const PURPOSE_BYTE: Record<TokenPurpose, number> = { unsubscribe: 0x75, open: 0x6f, click: 0x63 };
const TAG_BYTES = 16;
const keys = new Map<string, Buffer>();

function keyOf(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), 'fundpath:campaign-links:v1', 32));
    keys.set(appSecret, key);
  }
  return key;
}

const uuidBytes = (id: string): Buffer | null => {
  const hex = id.replace(/-/g, '');
  return /^[0-9a-f]{32}$/i.test(hex) ? Buffer.from(hex, 'hex') : null;
};
const uuidOf = (b: Buffer): string => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** A token for one recipient (and link): URL-safe base64, 44 or 47 characters. */
export function signToken(
  appSecret: string,
  purpose: TokenPurpose,
  recipientId: string,
  link?: number,
): string {
  const id = uuidBytes(recipientId);
  if (!id) throw new Error('signToken: not a uuid');
  const parts = [Buffer.from([PURPOSE_BYTE[purpose]]), id];
  if (purpose === 'click') {
    const l = Buffer.alloc(2);
    l.writeUInt16BE(link ?? 0);
    parts.push(l);
  }
  const payload = Buffer.concat(parts);
  const tag = createHmac('sha256', keyOf(appSecret)).update(payload).digest().subarray(0, TAG_BYTES);
  return Buffer.concat([payload, tag]).toString('base64url');
}

/** The recipient (and link) a token names, or null when it is malformed, forged or for another purpose. */
export function verifyToken(
  appSecret: string,
  purpose: TokenPurpose,
  token: string,
): { recipientId: string; link: number } | null {
  if (typeof token !== 'string' || token.length > 80 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  const payloadLength = purpose === 'click' ? 19 : 17;
  if (raw.length !== payloadLength + TAG_BYTES || raw[0] !== PURPOSE_BYTE[purpose]) return null;
  const payload = raw.subarray(0, payloadLength);
  const tag = raw.subarray(payloadLength);
  const expected = createHmac('sha256', keyOf(appSecret)).update(payload).digest().subarray(0, TAG_BYTES);
  if (!timingSafeEqual(tag, expected)) return null;
  return {
    recipientId: uuidOf(payload.subarray(1, 17)),
    link: purpose === 'click' ? payload.readUInt16BE(17) : 0,
  };
}

/** The URLs a message carries for one recipient, from the public origin. */
export function recipientLinks(appSecret: string, baseUrl: string, recipientId: string) {
  const base = baseUrl.replace(/\/+$/, '');
  const unsubscribeToken = signToken(appSecret, 'unsubscribe', recipientId);
  return {
    /** The page a reader opens from the footer link. */
    unsubscribePage: `${base}/unsubscribe/${unsubscribeToken}`,
    /** RFC 8058 one-click target (List-Unsubscribe), a POST without cookies. */
    unsubscribePost: `${base}/api/campaigns/unsubscribe/${unsubscribeToken}`,
    pixel: `${base}/api/campaigns/o/${signToken(appSecret, 'open', recipientId)}.gif`,
    click: (index: number) => `${base}/api/campaigns/c/${signToken(appSecret, 'click', recipientId, index)}`,
  };
}

/**
 * The webhook action: a JSON POST signed with the workflow's secret (HMAC-SHA256 over
 * `<unix seconds>.<body>`, sent as `X-FundPath-Signature: t=…,v1=…`, so a receiver can refuse old
 * or forged deliveries), with an SSRF guard: the host is resolved once, every address it resolves
 * to must be public (no loopback, private, link-local, CGNAT, multicast or reserved range) unless
 * AUTOMATION_WEBHOOK_ALLOW_PRIVATE is set, and the request connects to that vetted address (no
 * second look-up a DNS rebinding could change). Redirects are not followed.
 */
import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@fundpath/contracts/automations';

/** A failure that retrying cannot fix (a refused address, a malformed URL). */
export class PermanentStepError extends Error {
  override name = 'PermanentStepError';
}

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is private, loopback or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

/** Resolves the URL's host and refuses a private target; answers the address to connect to. */
export async function vetTarget(
  rawUrl: string,
  opts: { allowPrivate: boolean },
): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new PermanentStepError('The webhook URL is not valid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new PermanentStepError('Webhooks use http:// or https://');
  if (url.username || url.password) throw new PermanentStepError('Webhook URLs cannot carry credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new Error(`Could not resolve ${host}`);
    }
  }
  if (addresses.length === 0) throw new Error(`Could not resolve ${host}`);
  if (!opts.allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
    throw new PermanentStepError(`Refused: ${host} is a private or loopback address`);
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

const TIMEOUT_MS = 10_000;

/**
 * POSTs `payload` as JSON to the vetted address; resolves with the status code for 2xx, throws
 * for anything else (a 4xx other than 408/429 is permanent: the receiver refuses the delivery).
 */
export async function deliverWebhook(
  rawUrl: string,
  payload: unknown,
  opts: { secret: string; deliveryId: string; allowPrivate: boolean; now?: Date; signal?: AbortSignal },
): Promise<number> {
  const { url, address, family } = await vetTarget(rawUrl, { allowPrivate: opts.allowPrivate });
  const body = JSON.stringify(payload);
  const signature = signatureHeader(opts.secret, body, opts.now ?? new Date());
  const client = url.protocol === 'https:' ? https : http;
  const status = await new Promise<number>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'FundPath-Automations/1',
          [WEBHOOK_SIGNATURE_HEADER]: signature,
          [WEBHOOK_DELIVERY_HEADER]: opts.deliveryId,
        },
        // Connect to the address that was vetted; TLS still checks the certificate for the host name.
        lookup: ((_host: string, o: { all?: boolean }, cb: (...args: unknown[]) => void) =>
          o.all ? cb(null, [{ address, family }]) : cb(null, address, family)) as never,
        timeout: TIMEOUT_MS,
        signal: opts.signal,
      },
      (res) => {
        res.resume(); // the body is not needed; drain it so the socket closes
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(body);
  });
  if (status >= 200 && status < 300) return status;
  const message = `The webhook answered ${status}`;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429)
    throw new PermanentStepError(message);
  throw new Error(message);
}

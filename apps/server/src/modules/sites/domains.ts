/**
 * Custom domains of coach sites. The coach names a host; we give them a TXT record to publish
 * (`_fundpath-site.<host>` = a random token) and, on "Verify", resolve it through node:dns. Only a
 * verified domain is served: a Host header naming it answers `/` and `/{page}` with that site
 * (platform/spa.ts asks `siteForHost` before falling back to the app). The coach also points the
 * host at the platform (CNAME or A record); that part is theirs, the TXT proves control.
 */

import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import type { SiteDomain } from '@fundpath/contracts/sites';
import type { Ctx } from '../../platform/auth';
import { type Db, isUniqueViolation } from '../../platform/db';
import { AppError } from '../../platform/errors';
import * as repo from './repo';

export const TXT_PREFIX = '_fundpath-site';
export const txtNameOf = (domain: string) => `${TXT_PREFIX}.${domain}`;
export const DNS_UNAVAILABLE = 'The DNS lookup is not available right now';

export function siteDomainView(site: repo.SiteRow): SiteDomain | null {
  if (!site.custom_domain || !site.domain_token) return null;
  return {
    domain: site.custom_domain,
    txt_name: txtNameOf(site.custom_domain),
    txt_value: site.domain_token,
    verified_at: site.domain_verified_at?.toISOString() ?? null,
    last_checked_at: site.domain_checked_at?.toISOString() ?? null,
    last_check_message: site.domain_check_message,
  };
}

const newToken = () => `fundpath-site-verification=${randomBytes(18).toString('base64url')}`;

/**
 * Hosts a coach may not claim: the platform's own (PUBLIC_URL), those DOMAIN_MAP assigns to a
 * service, and loopback names.
 */
export function reservedHosts(config: Ctx['config']): Set<string> {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]', ...Object.keys(config.domainMap)]);
  if (config.publicUrl) hosts.add(new URL(config.publicUrl).hostname.toLowerCase());
  return hosts;
}

/** Sets (or replaces) the domain: a new token, unverified until the next check finds it. */
export async function setDomain(ctx: Ctx, siteId: string, domain: string): Promise<repo.SiteRow> {
  const host = domain.toLowerCase();
  if (reservedHosts(ctx.config).has(host))
    throw new AppError('VALIDATION_FAILED', 'This domain belongs to the platform', {
      errors: { domain: 'This domain belongs to the platform' },
    });
  try {
    const row = await repo.updateSite(ctx.db, siteId, {
      custom_domain: host,
      domain_token: newToken(),
      domain_verified_at: null,
      domain_checked_at: null,
      domain_check_message: null,
    });
    hostCache.clear();
    return row;
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', 'Another site already uses this domain', {
        errors: { domain: 'Another site already uses this domain' },
      });
    throw err;
  }
}

export async function removeDomain(ctx: Ctx, siteId: string): Promise<repo.SiteRow> {
  const row = await repo.updateSite(ctx.db, siteId, {
    custom_domain: null,
    domain_token: null,
    domain_verified_at: null,
    domain_checked_at: null,
    domain_check_message: null,
  });
  hostCache.clear();
  return row;
}

export type TxtLookup = (name: string) => Promise<string[][]>;

/** node:dns's TXT lookup, through the configured servers when SITE_DNS_SERVERS names some. */
export function dnsTxtLookup(servers: readonly string[], timeoutMs = 4000): TxtLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return (name) => resolver.resolveTxt(name);
}

/**
 * Looks the TXT record up and records the outcome. Found: verified from now on. Not there: stays
 * unverified with what was found. DNS not answering: stays as it was, and says so (the UI shows
 * that the check could not run, rather than that the record is missing).
 */
export async function verifyDomain(ctx: Ctx, site: repo.SiteRow, lookup: TxtLookup): Promise<repo.SiteRow> {
  if (!site.custom_domain || !site.domain_token)
    throw new AppError('VALIDATION_FAILED', 'Add a domain first', {
      errors: { domain: 'Add a domain first' },
    });
  const name = txtNameOf(site.custom_domain);
  let message: string;
  let verified = false;
  try {
    const records = (await lookup(name)).map((chunks) => chunks.join(''));
    verified = records.includes(site.domain_token);
    message = verified
      ? `Found the TXT record on ${name}.`
      : records.length > 0
        ? `${name} has TXT records, but not this one. Check the value.`
        : `No TXT record on ${name} yet.`;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA')
      message = `No TXT record on ${name} yet. DNS changes can take a while.`;
    else message = `${DNS_UNAVAILABLE} (${code ?? 'error'}). Try again later.`;
  }
  const row = await repo.updateSite(ctx.db, site.id, {
    domain_checked_at: new Date(),
    domain_check_message: message,
    ...(verified && !site.domain_verified_at ? { domain_verified_at: new Date() } : {}),
  });
  hostCache.clear();
  return row;
}

// ---- host → site --------------------------------------------------------------------------------

/**
 * Which site a Host header serves, cached briefly per instance (each HTML page load asks; API
 * calls never do). A change on this instance clears the cache; other instances see it within
 * the TTL.
 */
const HOST_TTL_MS = 30_000;
const hostCache = new Map<string, { slug: string | null; at: number }>();

export async function siteForHost(db: Db, host: string, now = Date.now()): Promise<string | null> {
  if (!host) return null;
  const hit = hostCache.get(host);
  if (hit && now - hit.at < HOST_TTL_MS) return hit.slug;
  const site = await repo.findSiteByDomain(db, host);
  const slug = site?.domain_verified_at ? site.slug : null;
  if (hostCache.size > 5000) hostCache.clear();
  hostCache.set(host, { slug, at: now });
  return slug;
}

export function forgetHosts(): void {
  hostCache.clear();
}

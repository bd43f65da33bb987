import { randomBytes } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { findUserByEmail } from '../modules/auth/service';
import { sha256 } from '../platform/crypto';
import type { Db } from '../platform/db';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../platform/sessions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Other devices the demo marketplace accounts are signed in on (nobody holds their tokens). */
const DEVICES = [
  {
    ip: '198.51.100.23',
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    started: 3 * DAY,
    seen: 5 * HOUR,
  },
  {
    ip: '203.0.113.77',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    started: 9 * DAY,
    seen: 2 * DAY,
  },
];

/**
 * Demo sessions for `/manila/shared/security` (issue 6/8): Morgan (member) and Riley
 * (specialist) are signed in on a phone and a PC besides the browser they sign in with, so the
 * list and its Revoke buttons have something to act on. Skipped for an account with a live session.
 */
export async function seedAccountDemo(db: Db, now = new Date()): Promise<number> {
  let written = 0;
  for (const email of ['member@fundpath.test', 'specialist@fundpath.test']) {
    const user = await findUserByEmail(db, email);
    if (!user) continue;
    const [live] = await db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.user_id, user.id), gt(sessions.expires_at, now)));
    if ((live?.n ?? 0) > 0) continue;
    const rows = DEVICES.map((d) => {
      const seen = new Date(now.getTime() - d.seen);
      return {
        token_hash: sha256(randomBytes(32).toString('base64url')),
        user_id: user.id,
        ip: d.ip,
        user_agent: d.user_agent,
        created_at: new Date(now.getTime() - d.started),
        updated_at: seen,
        expires_at: new Date(seen.getTime() + SESSION_IDLE_MS),
        max_expires_at: new Date(now.getTime() - d.started + SESSION_MAX_MS),
      };
    });
    await db.insert(sessions).values(rows);
    written += rows.length;
  }
  return written;
}

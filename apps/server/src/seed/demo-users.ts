import type { Role } from '@fundpath/contracts/roles';
import { findUserByEmail } from '../modules/auth/repo';
import { createUser } from '../modules/auth/service';
import { findDefaultBrand, insertBrand } from '../modules/brand/repo';
import type { Db } from '../platform/db';
import { ensureJourneyContent } from './journey';

export const DEMO_PASSWORD = 'fundpath-demo-2026';

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: Role; display_name: string }> = [
  { email: 'admin@fundpath.test', role: 'admin', display_name: 'Avery Admin' },
  { email: 'funding@fundpath.test', role: 'funding_team', display_name: 'Finley Funding' },
  { email: 'credit@fundpath.test', role: 'credit_team', display_name: 'Casey Credit' },
  { email: 'steps@fundpath.test', role: 'steps_team', display_name: 'Sam Steps' },
  { email: 'client@fundpath.test', role: 'client', display_name: 'Jordan Client' },
  { email: 'specialist@fundpath.test', role: 'specialist', display_name: 'Dr. Riley Specialist' },
  { email: 'member@fundpath.test', role: 'member', display_name: 'Morgan Member' },
  { email: 'affiliate@fundpath.test', role: 'affiliate', display_name: 'Alex Affiliate' },
  { email: 'customer@fundpath.test', role: 'customer', display_name: 'Charlie Customer' },
];

/** Seeds the default brand, a second white-label brand and one account per role; idempotent. */
export async function seedDemoUsers(
  db: Db,
): Promise<{ created: boolean; accounts: typeof DEMO_ACCOUNTS; password: string }> {
  await ensureJourneyContent(db);
  if (await findUserByEmail(db, DEMO_ACCOUNTS[0]!.email))
    return { created: false, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
  const brand =
    (await findDefaultBrand(db)) ??
    (await insertBrand(db, {
      slug: 'fundpath',
      name: 'FundPath',
      referral_code: 'FUNDPATH',
      primary_color: '#4F46E5',
      secondary_color: '#1E293B',
      accent_color: '#10B981',
      is_default: true,
    }));
  await insertBrand(db, {
    slug: 'summit-capital',
    name: 'Summit Capital Coaching',
    referral_code: 'SUMMIT2026',
    primary_color: '#DC2626',
    secondary_color: '#1F2937',
    accent_color: '#F59E0B',
  });
  for (const account of DEMO_ACCOUNTS) {
    await createUser({ db }, { ...account, password: DEMO_PASSWORD, brand_id: brand.id });
  }
  return { created: true, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
}

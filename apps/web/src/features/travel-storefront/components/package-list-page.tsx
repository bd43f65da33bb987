import { useReferralTracking } from '@/lib/referrals';
import { isSiteCode } from '../api/site';
import { travelLinks } from '../utils/links';
import { PackageBrowser } from './package-browser';
import { SiteFrame } from './site-frame';

/**
 * `/packages` and `/travel/:affiliate_code/packages`: every published trip with a bookable
 * departure, searchable and filtered by the server. Under an affiliate's path the links stay on
 * their site, and a visit straight from a shared link is attributed to them.
 */
export function PackageListPage({ code }: { code?: string }) {
  const links = travelLinks(code);
  useReferralTracking(isSiteCode(code) ? code : null, `/travel/${code}/packages`, { unlessTracked: true });
  return (
    <SiteFrame code={code} strict>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <PackageBrowser links={links} title={links.code ? 'All trips' : 'Find your next trip'} />
      </div>
    </SiteFrame>
  );
}

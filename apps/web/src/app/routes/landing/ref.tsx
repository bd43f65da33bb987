import { Navigate, useParams } from 'react-router';
import { parseRefCode } from '@/lib/brand';
import { href } from '@/lib/href';
import { useReferralTracking } from '@/lib/referrals';
import HomeRoute from './home';

/**
 * `/ref/{code}`: the BrandProvider reads a valid code from the path (letters and digits only) and
 * passes it to the brand call; the page itself is the home page. Invalid codes go to `/`. An
 * affiliate's code also attributes the visit (ADR 013: an HttpOnly cookie the server sets, last
 * click wins); any other code is simply not an affiliate's, which changes nothing here.
 */
export default function RefRoute() {
  const { code } = useParams();
  const valid = parseRefCode(code);
  useReferralTracking(valid && code && code.length >= 4 ? code : null, `/ref/${code}`);
  if (!valid) return <Navigate to={href('/')} replace />;
  return <HomeRoute />;
}

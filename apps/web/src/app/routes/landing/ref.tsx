import { Navigate, useParams } from 'react-router';
import { parseRefCode } from '@/lib/brand';
import { href } from '@/lib/href';
import HomeRoute from './home';

/**
 * `/ref/{code}`: the BrandProvider reads a valid code from the path (letters and digits only) and
 * passes it to the brand call; the page itself is the home page. Invalid codes go to `/`.
 */
export default function RefRoute() {
  const { code } = useParams();
  if (!parseRefCode(code)) return <Navigate to={href('/')} replace />;
  return <HomeRoute />;
}

import { useParams } from 'react-router';
import { PublicSitePage } from '@/features/coach-site';

/** `/site/:slug` and `/site/:slug/:pageSlug`: a coach's published website (server-rendered first). */
export default function SiteRoute() {
  const { slug = '', pageSlug } = useParams();
  return <PublicSitePage key={`${slug}/${pageSlug ?? ''}`} slug={slug} page={pageSlug ?? 'home'} />;
}

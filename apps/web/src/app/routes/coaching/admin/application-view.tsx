import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ApplicationView } from '@/features/application';
import { href } from '@/lib/href';

/** `/admin/application-view/:userId`. */
export default function ApplicationViewRoute() {
  const { userId = '' } = useParams();
  return (
    <>
      <Link
        to={href('/admin/journey/dashboard')}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Journey dashboard
      </Link>
      <PageHeader
        eyebrow="Funding application"
        title="Application View"
        description="A client's answers, by step."
      />
      <ApplicationView userId={userId} />
    </>
  );
}

import { CreditReportPage } from '@/features/credit';

/** /credit-report-test: the spec §2 credit report page (the signed-in client's own report view too). */
export default function CreditReportTestRoute() {
  return <CreditReportPage />;
}

import { CreditWorkspace } from '@/features/credit';

/** Client Center → Credit Reports: the signed-in client's latest report, decision, plan and history. */
export function CreditReportsPanel() {
  return <CreditWorkspace />;
}

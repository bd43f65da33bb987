import { PageHeader } from '@/components/ui/page-header';
import { LearningApprovals } from '@/features/ai';

/** `/admin/permissions/learning-approvals` (issue 3/8): expert answers waiting for learning.approve. */
export default function LearningApprovalsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Permissions"
        title="Learning Approvals"
        description="Expert answers waiting to become the coach's knowledge. Only people who may approve AI learning decide."
      />
      <LearningApprovals />
    </>
  );
}

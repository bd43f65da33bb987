import { LeadPipelineScreen } from '@/features/lead-pipeline';

/** `/lead-pipeline` (staff): the lead board and list. */
export default function LeadPipelineRoute() {
  return <LeadPipelineScreen />;
}

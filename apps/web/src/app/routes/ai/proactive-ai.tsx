import { PageHeader } from '@/components/ui/page-header';
import { ProactiveNudges } from '@/features/ai';

export default function ProactiveAiRoute() {
  return (
    <>
      <PageHeader
        eyebrow="AI coach"
        title="Your next moves"
        description="What your coach suggests you do next, across every step of your journey."
      />
      <ProactiveNudges />
    </>
  );
}

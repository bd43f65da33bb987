import { PageHeader } from '@/components/ui/page-header';
import { AiPreferencesForm } from '@/features/ai';

export default function AiPreferencesRoute() {
  return (
    <div className="max-w-3xl">
      <PageHeader
        eyebrow="Settings"
        title="AI Preferences"
        description="Choose how your AI coach talks to you, by text and by voice."
      />
      <AiPreferencesForm />
    </div>
  );
}

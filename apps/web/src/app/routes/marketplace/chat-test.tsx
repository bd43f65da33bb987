import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { ChatTest } from '@/features/marketplace-chat';

/** `/manila/chat-test`: a connection self-test of the chat channel. */
export default function ChatTestRoute({ route }: ScreenProps) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <PageHeader
        title={route.title}
        description="Checks that messages can reach you live: run it when chat messages seem late or missing."
      />
      <ChatTest />
    </div>
  );
}

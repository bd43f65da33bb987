import { PageHeader } from '@/components/ui/page-header';
import { AdminChats } from '@/features/marketplace-chat';

/** `/admin/manila/chats`: members' chats with specialists, read-only and audited (issue 6/8). */
export default function AdminMarketplaceChatsRoute() {
  return (
    <>
      <PageHeader
        eyebrow="Marketplace"
        title="Manila Chats"
        description="Conversations between members and specialists, for support and safety reviews."
      />
      <AdminChats />
    </>
  );
}

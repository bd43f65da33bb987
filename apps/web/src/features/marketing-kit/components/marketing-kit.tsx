import { Link2, Mail, Megaphone } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMarketingLinks } from '../api/get-links';
import { EmailPanel } from './email-panel';
import { LinksPanel } from './links-panel';
import { SocialPosts } from './social-posts';

const TABS = [
  { id: 'links', label: 'Links & QR', Icon: Link2 },
  { id: 'social', label: 'Social posts', Icon: Megaphone },
  { id: 'email', label: 'E-mail', Icon: Mail },
] as const;
type TabId = (typeof TABS)[number]['id'];
const isTab = (v: string | null): v is TabId => TABS.some((t) => t.id === v);

/**
 * `/marketing`: the coach's kit in three tabs (kept in `?tab=` so a tab can be linked and survives
 * a reload): their links with QR codes and clicks, ready social posts and images in their brand,
 * and an e-mail to their own contacts.
 */
export function MarketingKitView() {
  const q = useMarketingLinks();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabId = isTab(raw) ? raw : 'links';
  const select = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'links') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  if (q.isPending) return <Spinner className="py-16" message="Loading your marketing kit…" />;
  if (q.isError)
    return <LoadError title="Your marketing kit could not be loaded" error={q.error} onRetry={q.refetch} />;
  const kit = q.data;

  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList aria-label="Marketing kit">
        {TABS.map(({ id, label, Icon }) => (
          <TabsTrigger key={id} value={id}>
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="links">
        <LinksPanel kit={kit} />
      </TabsContent>
      <TabsContent value="social">
        <SocialPosts kit={kit} />
      </TabsContent>
      <TabsContent value="email">
        <EmailPanel kit={kit} />
      </TabsContent>
    </Tabs>
  );
}

import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyField } from '@/components/ui/copy-field';
import { useDialogs } from '@/components/ui/dialogs';
import { useFeed, useFeedChange } from '../api/feed';
import { notify } from './notify';

/**
 * The personal iCalendar feed: subscribe to it in Google Calendar, Outlook or Apple Calendar.
 * Its secret is stored hashed, so the URL is shown right after it is made; regenerating ends
 * the old URL.
 */
export function FeedCard() {
  const feed = useFeed();
  const change = useFeedChange();
  const dialogs = useDialogs();
  const active = feed.data?.active ?? false;
  const run = async (action: 'regenerate' | 'revoke') => {
    if (active) {
      const ok = await dialogs.confirm({
        title: action === 'revoke' ? 'Turn off the calendar feed?' : 'Make a new feed URL?',
        message: 'Calendars subscribed to the current URL stop updating.',
        variant: 'warning',
        confirmLabel: action === 'revoke' ? 'Turn off' : 'Make a new URL',
      });
      if (!ok) return;
    }
    change.mutate(action, {
      onSuccess: () =>
        notify.success(action === 'revoke' ? 'Calendar feed turned off' : 'New feed URL ready'),
      onError: (err) => notify.error('Could not change the feed', err),
    });
  };
  return (
    <Card>
      <CardHeader
        title="Calendar feed"
        description="Subscribe to your appointments in Google Calendar, Outlook or Apple Calendar."
      />
      <CardBody className="space-y-3">
        {feed.data?.url ? (
          <CopyField
            label="Feed URL"
            value={feed.data.url}
            hint="Copy it now: for your security it is shown only once."
          />
        ) : (
          <p className="text-sm text-slate-600">
            {active
              ? `Your feed is on (since ${new Date(feed.data!.created_at!).toLocaleDateString()}). Make a new URL to see it again.`
              : 'Your feed is off.'}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => run('regenerate')}
            disabled={change.isPending || feed.isPending}
          >
            {active ? 'Regenerate URL' : 'Create feed URL'}
          </Button>
          {active ? (
            <Button variant="ghost" size="sm" onClick={() => run('revoke')} disabled={change.isPending}>
              Turn off
            </Button>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}

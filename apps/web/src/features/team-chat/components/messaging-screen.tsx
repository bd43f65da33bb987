import type { TeamChannel } from '@fundpath/contracts/team-chat';
import { Hash, Lock, MessageSquarePlus, Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useTeamChannels, useTeamSearch } from '../api/channels';
import { useLiveChannelList } from '../hooks/use-live-team-chat';
import { CreateChannelDialog, StartDirectDialog } from './channel-dialogs';
import { ChannelPane, channelLabel } from './channel-pane';

const TITLE = 'Team Messaging';

/**
 * `/messaging` (staff): channels and DMs in a sidebar with unread badges, the open one beside it
 * (`?channel=<id>`, so notifications link straight to it), search across what the viewer may
 * read. On phones the sidebar is its own screen and a back button returns to it.
 */
export function MessagingScreen() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('channel');
  const channels = useTeamChannels();
  useLiveChannelList();
  const [dialog, setDialog] = useState<'channel' | 'direct' | null>(null);
  const select = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('channel', id);
      else next.delete('channel');
      return next;
    });

  const header = (
    <PageHeader title={TITLE} description="Channels and direct messages with your colleagues." />
  );
  if (channels.isPending)
    return (
      <>
        {header}
        <Spinner message="Loading channels" />
      </>
    );
  if (channels.isError)
    return (
      <>
        {header}
        <LoadError
          title="The channels could not be loaded"
          error={channels.error}
          onRetry={channels.refetch}
        />
      </>
    );

  const current = channels.data.find((c) => c.id === selected) ?? null;
  const done = (c: TeamChannel) => select(c.id);

  return (
    <>
      {header}
      <div className="flex h-[calc(100dvh-14rem)] min-h-[28rem] overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <aside
          aria-label="Channels and direct messages"
          className={cn(
            'w-full flex-col overflow-y-auto border-slate-200 md:flex md:w-72 md:shrink-0 md:border-r',
            current ? 'hidden' : 'flex',
          )}
        >
          <Sidebar
            channels={channels.data}
            selected={current?.id ?? null}
            onSelect={select}
            onNewChannel={() => setDialog('channel')}
            onNewDirect={() => setDialog('direct')}
          />
        </aside>
        <div className={cn('min-w-0 flex-1 flex-col', current ? 'flex' : 'hidden md:flex')}>
          {current ? (
            <ChannelPane key={current.id} channel={current} onBack={() => select(null)} />
          ) : (
            <p className="m-auto p-6 text-center text-sm text-slate-600">
              {selected
                ? 'This channel does not exist or is not open to you.'
                : 'Pick a channel or a colleague to start.'}
            </p>
          )}
        </div>
      </div>
      <CreateChannelDialog
        open={dialog === 'channel'}
        onOpenChange={(o) => setDialog(o ? 'channel' : null)}
        onDone={done}
      />
      <StartDirectDialog
        open={dialog === 'direct'}
        onOpenChange={(o) => setDialog(o ? 'direct' : null)}
        onDone={done}
      />
    </>
  );
}

function Sidebar({
  channels,
  selected,
  onSelect,
  onNewChannel,
  onNewDirect,
}: {
  channels: TeamChannel[];
  selected: string | null;
  onSelect: (id: string) => void;
  onNewChannel: () => void;
  onNewDirect: () => void;
}) {
  const [q, setQ] = useState('');
  const rooms = channels.filter((c) => c.kind !== 'direct' && !c.archived);
  const dms = channels.filter((c) => c.kind === 'direct');
  return (
    <div className="flex flex-col gap-4 p-3">
      <SearchInput
        label="Search messages"
        hideLabel
        value={q}
        onChange={setQ}
        debounceMs={250}
        placeholder="Search messages…"
      />
      {q.trim().length >= 2 ? (
        <SearchResults
          q={q.trim()}
          onPick={(id) => {
            setQ('');
            onSelect(id);
          }}
        />
      ) : (
        <>
          <ChannelGroup title="Channels" channels={rooms} selected={selected} onSelect={onSelect}>
            <Button type="button" variant="ghost" size="sm" onClick={onNewChannel}>
              <Plus aria-hidden="true" className="size-4" />
              New channel
            </Button>
          </ChannelGroup>
          <ChannelGroup title="Direct messages" channels={dms} selected={selected} onSelect={onSelect}>
            <Button type="button" variant="ghost" size="sm" onClick={onNewDirect}>
              <MessageSquarePlus aria-hidden="true" className="size-4" />
              New message
            </Button>
          </ChannelGroup>
        </>
      )}
    </div>
  );
}

function ChannelGroup({
  title,
  channels,
  selected,
  onSelect,
  children,
}: {
  title: string;
  channels: TeamChannel[];
  selected: string | null;
  onSelect: (id: string) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-1 flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {title}
        </h2>
        {children}
      </div>
      {channels.length === 0 ? (
        <p className="px-2 text-sm text-slate-500">None yet.</p>
      ) : (
        <ul className="space-y-0.5">
          {channels.map((c) => {
            const Icon = c.kind === 'private' ? Lock : Hash;
            const unread = c.is_member && !c.muted ? c.unread_count : 0;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => onSelect(c.id)}
                  aria-current={c.id === selected ? 'page' : undefined}
                  className={cn(
                    'flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
                    c.id === selected ? 'bg-brand/10 text-slate-900' : 'text-slate-800 hover:bg-slate-50',
                    unread > 0 && 'font-semibold',
                  )}
                >
                  {c.kind === 'direct' ? null : (
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                  )}
                  <span className="min-w-0 flex-1 truncate">{c.name}</span>
                  {unread > 0 ? (
                    <Badge tone="brand">
                      {unread}
                      <span className="sr-only"> unread</span>
                    </Badge>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function SearchResults({ q, onPick }: { q: string; onPick: (channelId: string) => void }) {
  const search = useTeamSearch(q);
  if (search.isPending) return <Spinner message="Searching" />;
  if (search.isError)
    return <LoadError title="The search failed" error={search.error} onRetry={search.refetch} />;
  if (search.data.length === 0)
    return <p className="px-2 text-sm text-slate-600">No messages match “{q}”.</p>;
  return (
    <section aria-labelledby="team-search-results">
      <h2
        id="team-search-results"
        className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
      >
        Results
      </h2>
      <ul className="space-y-1">
        {search.data.map((hit) => (
          <li key={hit.message.id}>
            <button
              type="button"
              onClick={() => onPick(hit.channel.id)}
              className="w-full rounded-lg px-2 py-1.5 text-left text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
            >
              <span className="block text-xs text-slate-600">
                {channelLabel(hit.channel)} · {hit.message.author?.name ?? 'Former colleague'}
              </span>
              <span className="line-clamp-2 text-slate-900">{hit.message.body}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

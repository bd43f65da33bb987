import type { TeamChannel } from '@fundpath/contracts/team-chat';
import { ArrowLeft, Hash, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LoadEarlier } from '@/components/messaging/load-earlier';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { LoadError } from '@/components/ui/load-error';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import {
  useChannelMembers,
  useJoinChannel,
  useLeaveChannel,
  useMuteChannel,
  useTeamStaff,
} from '../api/channels';
import { teamMessagesOf, useMarkTeamRead, useTeamMessages } from '../api/messages';
import { useLiveChannel } from '../hooks/use-live-team-chat';
import { Composer } from './composer';
import { TeamMessageList } from './team-message-list';

/** How a channel is named in headings and the composer. */
export const channelLabel = (c: Pick<TeamChannel, 'kind' | 'name'>) =>
  c.kind === 'direct' ? c.name : `#${c.name}`;

/** One channel or DM: its history (infinite scroll up), live updates, the composer. */
export function ChannelPane({ channel, onBack }: { channel: TeamChannel; onBack: () => void }) {
  const { user } = useAuth();
  const meId = user?.id ?? null;
  const messages = useTeamMessages(channel.id);
  useLiveChannel(channel.id);
  const staff = useTeamStaff();
  const members = useChannelMembers(channel.id);
  const join = useJoinChannel();
  const leave = useLeaveChannel();
  const mute = useMuteChannel();
  const markRead = useMarkTeamRead(channel.id);
  const list = teamMessagesOf(messages.data);
  const newest = list.at(-1);
  const bottom = useRef<HTMLDivElement>(null);
  const people = (channel.kind === 'public' ? staff.data : members.data) ?? [];
  const label = channelLabel(channel);

  const { mutate } = markRead;
  useEffect(() => {
    if (channel.is_member && newest && newest.seq > channel.last_read_seq) mutate(newest.seq);
  }, [channel.is_member, channel.last_read_seq, newest, mutate]);

  // New messages at the bottom keep the newest in view; older pages loading at the top do not jump.
  const newestId = newest?.id;
  useEffect(() => {
    if (newestId) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  const canWrite = !channel.archived && (channel.is_member || channel.kind === 'public');
  const Icon = channel.kind === 'private' ? Lock : Hash;

  return (
    <section aria-label={`Conversation in ${label}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
        <Button type="button" variant="ghost" size="sm" className="md:hidden" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Channels
        </Button>
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-1 truncate text-base font-semibold text-slate-900">
            {channel.kind === 'direct' ? null : <Icon aria-hidden="true" className="size-4 shrink-0" />}
            {channel.name}
          </h2>
          {channel.topic ? <p className="truncate text-xs text-slate-600">{channel.topic}</p> : null}
        </div>
        {channel.kind === 'public' && !channel.is_member && !channel.archived ? (
          <Button type="button" size="sm" loading={join.isPending} onClick={() => join.mutate(channel.id)}>
            Join {label}
          </Button>
        ) : null}
        {channel.is_member ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            loading={mute.isPending}
            aria-pressed={channel.muted}
            onClick={() => mute.mutate({ id: channel.id, muted: !channel.muted })}
          >
            {channel.muted ? 'Unmute' : 'Mute'}
          </Button>
        ) : null}
        {channel.kind !== 'direct' && channel.is_member ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            loading={leave.isPending}
            onClick={() => leave.mutate(channel.id, { onSuccess: onBack })}
          >
            Leave {label}
          </Button>
        ) : null}
      </header>
      <ScrollRegion label={`Messages in ${label}`} className="min-h-0 flex-1 p-3">
        {messages.isPending ? (
          <Spinner message="Loading messages" />
        ) : messages.isError ? (
          <LoadError
            title="The messages could not be loaded"
            error={messages.error}
            onRetry={messages.refetch}
          />
        ) : (
          <>
            <LoadEarlier
              auto
              hasMore={messages.hasNextPage}
              loading={messages.isFetchingNextPage}
              onLoad={() => void messages.fetchNextPage()}
            />
            {list.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-600">
                No messages yet. Start the conversation!
              </p>
            ) : (
              <TeamMessageList
                channelId={channel.id}
                messages={list}
                meId={meId}
                canWrite={canWrite}
                people={people}
              />
            )}
            <div ref={bottom} />
          </>
        )}
      </ScrollRegion>
      {channel.archived ? (
        <div className="p-3">
          <Callout tone="info" title="Archived">
            This channel is archived: read it, but no new messages.
          </Callout>
        </div>
      ) : (
        <Composer channelId={channel.id} channelLabel={label} people={people} />
      )}
    </section>
  );
}

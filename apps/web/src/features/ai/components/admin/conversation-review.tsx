import type { ConversationSummary } from '@fundpath/contracts/ai';
import { Flag, MessageSquare, Mic, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogBody, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { textareaClasses } from '@/components/ui/textarea';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePagedFilters } from '@/hooks/use-paged-filters';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useConversationDetail, useConversations, useFlagConversation } from '../../api/admin';
import { RichText } from '../rich-text';
import { ListSkeleton, LoadError, percent, SearchField, SelectField, StepSelect } from './bits';

/** `/admin/conversation-review`: search conversations, filter by step, rating and flag, read and flag them. */
export function ConversationReview() {
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  const { filters, setFilter, page, setPage } = usePagedFilters({
    q: '',
    step: null as number | null,
    rating: '',
    flagged: '',
  });
  const search = useDebouncedValue(filters.q);
  const list = useConversations({ ...filters, q: search, page, per_page: 25 });

  return (
    <div className="space-y-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField
          id={`${id}-q`}
          label="Search"
          value={filters.q}
          onChange={(v) => setFilter('q', v)}
          placeholder="Client, email or words said"
        />
        <StepSelect id={`${id}-step`} value={filters.step} onChange={(v) => setFilter('step', v)} />
        <SelectField
          id={`${id}-rating`}
          label="Rating"
          value={filters.rating}
          onChange={(v) => setFilter('rating', v)}
          options={[
            ['', 'Any'],
            ['up', 'Has thumbs up'],
            ['down', 'Has thumbs down'],
            ['issue', 'Has reported issue'],
            ['any', 'Rated at all'],
            ['none', 'Not rated'],
          ]}
        />
        <SelectField
          id={`${id}-flag`}
          label="Flag"
          value={filters.flagged}
          onChange={(v) => setFilter('flagged', v)}
          options={[
            ['', 'All'],
            ['true', 'Flagged'],
            ['false', 'Not flagged'],
          ]}
        />
      </Card>
      {list.isPending ? <ListSkeleton /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data?.conversations.length === 0 ? <EmptyState title="No conversations match" /> : null}
      <ul className="space-y-2" aria-label="Conversations">
        {list.data?.conversations.map((c) => (
          <li key={c.session_id}>
            <button
              type="button"
              onClick={() => setOpen(c.session_id)}
              className="w-full rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-xs transition hover:border-brand/40 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <ConversationRow c={c} />
            </button>
          </li>
        ))}
      </ul>
      {list.data ? (
        <Pagination
          className="mt-4"
          variant="simple"
          hideWhenSinglePage
          page={page}
          pageSize={list.data.per_page}
          total={list.data.total}
          onPageChange={setPage}
        />
      ) : null}
      <TranscriptDialog sessionId={open} onClose={() => setOpen(null)} />
    </div>
  );
}

const CLIENT_CONVERSATIONS_PAGE = 10;

/** One client's conversations with the coach, newest first, read-only (the staff client record). */
export function ClientConversations({ userId }: { userId: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useConversations({ user_id: userId, page, per_page: CLIENT_CONVERSATIONS_PAGE });
  if (list.isPending) return <ListSkeleton rows={2} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.conversations.length === 0)
    return <p className="text-sm text-slate-500">No conversations with the coach yet.</p>;
  return (
    <>
      <ul className="space-y-2" aria-label="Conversations with the coach">
        {list.data.conversations.map((c) => (
          <li key={c.session_id}>
            <button
              type="button"
              onClick={() => setOpen(c.session_id)}
              className="w-full rounded-xl border border-slate-200 bg-white p-3 text-left transition hover:border-brand/40 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <ConversationRow c={c} />
            </button>
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-3"
        variant="simple"
        hideWhenSinglePage
        page={page}
        pageSize={list.data.per_page}
        total={list.data.total}
        onPageChange={setPage}
      />
      <TranscriptDialog sessionId={open} onClose={() => setOpen(null)} readOnly />
    </>
  );
}

function ConversationRow({ c }: { c: ConversationSummary }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium text-slate-900">{c.user_name ?? c.user_email ?? 'Client'}</span>
          <Badge>Step {c.step_number}</Badge>
          {c.channel === 'voice' ? (
            <Badge tone="info">
              <Mic className="size-3" aria-hidden="true" /> Voice
            </Badge>
          ) : null}
          {c.status === 'reset' ? <Badge>Reset</Badge> : null}
          {c.flagged ? (
            <Badge tone="danger">
              <Flag className="size-3" aria-hidden="true" /> Flagged
            </Badge>
          ) : null}
        </div>
        {c.last_user_message ? (
          <p className="mt-1 truncate text-sm text-slate-600">“{c.last_user_message}”</p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-3 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="size-3.5" aria-hidden="true" /> {c.message_count}
        </span>
        <span className="inline-flex items-center gap-1 text-emerald-700">
          <ThumbsUp className="size-3.5" aria-hidden="true" /> {c.thumbs_up}
        </span>
        <span className="inline-flex items-center gap-1 text-red-700">
          <ThumbsDown className="size-3.5" aria-hidden="true" /> {c.thumbs_down + c.issues}
        </span>
        <span>{formatDateTime(c.last_message_at ?? c.started_at)}</span>
      </div>
    </div>
  );
}

function TranscriptDialog({
  sessionId,
  onClose,
  readOnly = false,
}: {
  sessionId: string | null;
  onClose: () => void;
  /** The client record shows conversations read-only: flagging belongs to the review queue. */
  readOnly?: boolean;
}) {
  const detail = useConversationDetail(sessionId);
  const flag = useFlagConversation();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const conv = detail.data?.conversation;
  const feedbackByTurn = new Map<number, string[]>();
  for (const f of detail.data?.feedback ?? [])
    feedbackByTurn.set(f.turn_number, [...(feedbackByTurn.get(f.turn_number) ?? []), f.signal_type]);

  const toggleFlag = async () => {
    if (!conv) return;
    try {
      await flag.mutateAsync({
        sessionId: conv.session_id,
        flagged: !conv.flagged,
        reason: reason.trim() || undefined,
      });
      toast.success(conv.flagged ? 'Flag removed' : 'Conversation flagged');
      setReason('');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Dialog open={sessionId !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={
          conv
            ? `${conv.user_name ?? conv.user_email ?? 'Client'} · Step ${conv.step_number}`
            : 'Conversation'
        }
        description={
          conv
            ? `Started ${formatDateTime(conv.started_at)} · average confidence ${percent(conv.avg_confidence)}`
            : undefined
        }
        size="lg"
      >
        <DialogBody>
          {detail.isPending ? <ListSkeleton rows={3} /> : null}
          {detail.isError ? <LoadError error={detail.error} /> : null}
          {detail.data ? (
            <>
              <ol
                className="max-h-[55dvh] space-y-3 overflow-y-auto rounded-xl bg-slate-50 p-3"
                aria-label="Transcript"
              >
                {detail.data.messages.map((m) => (
                  <li key={m.id} className={cn('flex', m.role === 'user' ? 'justify-end' : 'justify-start')}>
                    <div
                      className={cn(
                        'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm',
                        m.role === 'user' && 'bg-brand text-brand-foreground',
                        m.role === 'assistant' && 'bg-white text-slate-800 ring-1 ring-slate-200',
                        m.role === 'system' &&
                          'bg-amber-50 text-xs text-amber-900 italic ring-1 ring-amber-200',
                      )}
                    >
                      <p className="sr-only">
                        {m.role === 'user' ? 'Client' : m.role === 'assistant' ? 'Coach' : 'System'}:
                      </p>
                      <div className="[&_p+p]:mt-2 [&_ul]:my-1 [&_ul]:list-disc [&_ul]:pl-5">
                        <RichText text={m.content} />
                      </div>
                      {m.role === 'assistant' ? (
                        <p className="mt-1 flex flex-wrap gap-x-2 text-[11px] text-slate-500">
                          {m.confidence !== null ? <span>confidence {percent(m.confidence)}</span> : null}
                          {m.intent ? <span>· {m.intent}</span> : null}
                          {m.fallback ? <span>· fallback</span> : null}
                          {(feedbackByTurn.get(m.turn_number) ?? []).map((s, i) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: repeated signals of one turn
                            <span key={i} className="font-medium text-slate-700">
                              · {s.replace('_', ' ')}
                            </span>
                          ))}
                        </p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ol>
              {conv?.flagged && conv.flag_reason ? (
                <p className="mt-3 text-sm text-red-700">Flagged: {conv.flag_reason}</p>
              ) : null}
              {readOnly ? null : (
                <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
                  {!conv?.flagged ? (
                    <div className="flex-1">
                      <label htmlFor={reasonId} className="mb-1 block text-xs font-medium text-slate-600">
                        Reason (optional)
                      </label>
                      <textarea
                        id={reasonId}
                        rows={1}
                        value={reason}
                        onChange={(e) => setReason(e.target.value)}
                        className={textareaClasses}
                      />
                    </div>
                  ) : null}
                  <Button
                    variant={conv?.flagged ? 'secondary' : 'danger'}
                    loading={flag.isPending}
                    onClick={() => void toggleFlag()}
                    leftIcon={<Flag className="size-4" aria-hidden="true" />}
                  >
                    {conv?.flagged ? 'Remove flag' : 'Flag conversation'}
                  </Button>
                </div>
              )}
            </>
          ) : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

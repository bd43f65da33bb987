import type { AdminChatRoom } from '@fundpath/contracts/marketplace-chat';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_CHATS_PER_PAGE, adminAttachmentUrl, useAdminChatMessages, useAdminChats } from '../api/admin';
import { messagesOf } from '../api/messages';
import { MessageList } from './message-list';

const when = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * `/admin/manila/chats`: every member–specialist room, searchable by either person, and a
 * read-only viewer. The server writes each list and each read to the audit log.
 */
export function AdminChats() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminChatRoom | null>(null);
  const list = useAdminChats(q, page);
  return (
    <div className="flex flex-col gap-6">
      <Callout tone="info" title="Read-only">
        Chats are private between a member and a specialist. Open one only when you need to; every view is
        recorded in the audit log.
      </Callout>
      <SearchInput
        label="Search by member or specialist"
        value={q}
        debounceMs={300}
        onChange={(value) => {
          setQ(value);
          setPage(1);
        }}
        placeholder="Name or e-mail"
      />
      {list.isPending ? (
        <Spinner message="Loading chats" />
      ) : list.isError ? (
        <LoadError title="The chats could not be loaded" error={list.error} onRetry={list.refetch} />
      ) : list.data.rooms.length === 0 ? (
        <EmptyState
          title="No chats"
          description={q ? 'No chat matches this search.' : 'Nobody has chatted yet.'}
        />
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Chats</caption>
              <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Member
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Specialist
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Messages
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Last message
                  </th>
                  <th scope="col" className="px-4 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.data.rooms.map((room) => (
                  <tr key={room.id}>
                    <td className="px-4 py-2">
                      <span className="block font-medium text-slate-900">{room.member.name}</span>
                      <span className="text-xs text-slate-600">{room.member.email}</span>
                    </td>
                    <td className="px-4 py-2">
                      <span className="block font-medium text-slate-900">{room.specialist.name}</span>
                      <span className="text-xs text-slate-600">{room.specialist.email}</span>
                    </td>
                    <td className="px-4 py-2">{room.message_count}</td>
                    <td className="px-4 py-2">
                      {room.last_message_at ? when.format(new Date(room.last_message_at)) : '—'}
                    </td>
                    <td className="px-4 py-2 text-right">
                      <Button size="sm" variant="secondary" onClick={() => setOpen(room)}>
                        <Eye aria-hidden="true" className="size-4" />
                        View chat of {room.member.name} and {room.specialist.name}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pageSize={ADMIN_CHATS_PER_PAGE}
            total={list.data.total}
            onPageChange={setPage}
            hideWhenSinglePage
            label="Chat pages"
          />
        </>
      )}
      {open ? <ChatViewer key={open.id} room={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

function ChatViewer({ room, onClose }: { room: AdminChatRoom; onClose: () => void }) {
  const messages = useAdminChatMessages(room.id);
  const list = messagesOf(messages.data);
  const nameOf = (id: string | null) =>
    id === room.member.id
      ? room.member.name
      : id === room.specialist.id
        ? room.specialist.name
        : 'Former user';
  return (
    <section
      aria-labelledby={`chat-viewer-${room.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`chat-viewer-${room.id}`} className="text-lg font-semibold text-slate-900">
          {room.member.name} and {room.specialist.name}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close chat
        </Button>
      </div>
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
          {messages.hasNextPage ? (
            <div className="mb-3 flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void messages.fetchNextPage()}
                disabled={messages.isFetchingNextPage}
              >
                Load earlier messages
              </Button>
            </div>
          ) : null}
          {list.length === 0 ? (
            <p className="text-sm text-slate-600">No messages in this chat.</p>
          ) : (
            <MessageList
              messages={list}
              meId={null}
              nameOf={nameOf}
              attachmentHref={(id) => adminAttachmentUrl(room.id, id)}
            />
          )}
        </>
      )}
    </section>
  );
}

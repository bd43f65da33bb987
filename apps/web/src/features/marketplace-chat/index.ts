/**
 * Marketplace chat (issue 6/8 "Chat"): the room list, one room (history, live messages, "Seen",
 * typing, attachments) for members and specialists, and the admin's read-only, audited viewer.
 */

export { useOpenChatRoom } from './api/rooms';
export { AdminChats } from './components/admin-chats';
export { ChatInbox } from './components/chat-inbox';
export { ChatRoomScreen } from './components/chat-room';
export { ChatTest } from './components/chat-test';
export { MessageSpecialistButton } from './components/message-specialist-button';

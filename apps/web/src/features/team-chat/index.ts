/**
 * Team messaging (issue 7/8, `/messaging`, staff): channels and direct messages with unread
 * badges, live history, @mentions, edit/delete, attachments and search.
 */
export { MessagingScreen } from './components/messaging-screen';

/**
 * The marketplace (issue 6/8): a specialist hears about every admin decision on their profile
 * (approved, rejected or suspended with the admin's reason, reinstated), in-app and by e-mail
 * per their preferences. Names and the reason are read through the marketplace's index.
 */
import type { MailAttachment } from '../../adapters/mail';
import type { EventBus } from '../../platform/events';
import { bookingCalendar, cancellationCalendar, noticeOf } from '../bookings';
import { chatMessageNotice } from '../chat';
import { reviewNotice } from '../marketplace';
import type { NotificationRow } from './repo';
import { type NotificationsDeps, notify } from './service';

const WORDS = {
  approved: {
    title: 'Your specialist profile is approved',
    body: 'Members can now find you and book your services.',
  },
  rejected: { title: 'Your specialist profile was not approved', body: '' },
  suspended: {
    title: 'Your specialist profile is suspended',
    body: 'Members cannot find or book you for now.',
  },
  pending_review: { title: 'Your specialist profile is back in review', body: '' },
} as const;

/** Subscribes the marketplace notifications; returns the function that unsubscribes. */
export function subscribeMarketplaceNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  const off = events.on('marketplace.specialist_reviewed', async ({ specialist_id, from, to }) => {
    const notice = await reviewNotice(deps.db, specialist_id);
    if (!notice) return;
    const words =
      from === 'suspended' && to === 'approved'
        ? { title: 'Your specialist profile is reinstated', body: 'Members can find and book you again.' }
        : WORDS[to];
    const reason = notice.review_note ? `Reason: ${notice.review_note}` : '';
    await notify(deps, specialist_id, 'marketplace.specialist_reviewed', {
      title: words.title,
      body: [words.body, reason].filter(Boolean).join(' '),
      link: '/specialist/profile-settings',
      data: { specialist_id, status: to },
    });
  });
  return off;
}

const when = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

/** Bookings: the specialist hears of requests, both sides of every later move. */
export function subscribeBookingNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  const memberLink = '/manila/member/bookings';
  const specialistLink = '/specialist/appointments';
  const offs = [
    events.on('marketplace.booking_requested', async ({ booking_id }) => {
      const b = await noticeOf(deps.db, booking_id);
      if (b?.status !== 'requested') return;
      await notify(deps, b.specialist_id, 'marketplace.booking_requested', {
        title: `New booking request from ${b.member_name}`,
        body: `${b.service_name}, ${when(b.start_at, b.specialist_time_zone)}. Accept or decline within 24 hours.`,
        link: specialistLink,
        data: { booking_id, number: b.number },
      });
    }),
    events.on('marketplace.booking_confirmed', async ({ booking_id }) => {
      const b = await noticeOf(deps.db, booking_id);
      if (!b) return;
      await notify(deps, b.member_id, 'marketplace.booking_updated', {
        title: `Booking confirmed: ${b.service_name}`,
        body: `With ${b.specialist_name}, ${when(b.start_at, b.member_time_zone)}. Booking ${b.number}.`,
        link: memberLink,
        data: { booking_id, status: 'confirmed' },
      });
    }),
    events.on('marketplace.booking_declined', async ({ booking_id }) => {
      const b = await noticeOf(deps.db, booking_id);
      if (!b) return;
      await notify(deps, b.member_id, 'marketplace.booking_updated', {
        title: `Booking request declined: ${b.service_name}`,
        body: `${b.reason || `${b.specialist_name} could not take this request.`} Your card was not charged.`,
        link: memberLink,
        data: { booking_id, status: 'declined' },
      });
    }),
    events.on('marketplace.booking_cancelled', async ({ booking_id, by }) => {
      const b = await noticeOf(deps.db, booking_id);
      if (!b) return;
      const refund =
        b.refunded_cents > 0 ? ` $${(b.refunded_cents / 100).toFixed(2)} is refunded to your card.` : '';
      await notify(
        deps,
        [b.member_id, b.specialist_id],
        'marketplace.booking_updated',
        {
          title: `Booking cancelled: ${b.service_name}`,
          body: `Booking ${b.number} on ${when(b.start_at, b.member_time_zone)} was cancelled.${b.reason ? ` Reason: ${b.reason}.` : ''}${refund}`,
          link: memberLink,
          data: { booking_id, status: 'cancelled' },
        },
        { except: by },
      );
    }),
    events.on('marketplace.booking_rescheduled', async ({ booking_id }) => {
      const b = await noticeOf(deps.db, booking_id);
      if (!b) return;
      await notify(deps, [b.member_id, b.specialist_id], 'marketplace.booking_updated', {
        title: `Booking moved: ${b.service_name}`,
        body: `Booking ${b.number} is now ${when(b.start_at, b.member_time_zone)}.`,
        link: memberLink,
        data: { booking_id, status: b.status },
      });
    }),
    events.on('marketplace.booking_reassigned', async ({ booking_id, from_specialist_id }) => {
      const b = await noticeOf(deps.db, booking_id);
      if (!b) return;
      const at = when(b.start_at, b.member_time_zone);
      await notify(deps, b.member_id, 'marketplace.booking_updated', {
        title: `New specialist for your booking: ${b.service_name}`,
        body: `Booking ${b.number} on ${at} is now with ${b.specialist_name}, same time and price.`,
        link: memberLink,
        data: { booking_id, status: b.status },
      });
      await notify(deps, b.specialist_id, 'marketplace.booking_updated', {
        title: `A booking was assigned to you: ${b.service_name}`,
        body: `Booking ${b.number} with ${b.member_name}, ${when(b.start_at, b.specialist_time_zone)}.`,
        link: specialistLink,
        data: { booking_id, status: b.status },
      });
      await notify(deps, from_specialist_id, 'marketplace.booking_updated', {
        title: `A booking was moved to another specialist: ${b.service_name}`,
        body: `Booking ${b.number} with ${b.member_name} on ${at} is no longer in your calendar.`,
        link: specialistLink,
        data: { booking_id, status: 'reassigned' },
      });
    }),
    events.on('marketplace.booking_refunded', async ({ booking_id, refund_cents }) => {
      const b = await noticeOf(deps.db, booking_id);
      if (!b) return;
      await notify(deps, b.member_id, 'marketplace.booking_updated', {
        title: `Refund for your booking: ${b.service_name}`,
        body: `$${(refund_cents / 100).toFixed(2)} of booking ${b.number} is refunded to your card.`,
        link: memberLink,
        data: { booking_id, status: 'refunded' },
      });
    }),
    events.on('marketplace.booking_reminder', async ({ booking_id, kind }) => {
      const b = await noticeOf(deps.db, booking_id);
      if (b?.status !== 'confirmed') return;
      const soon = kind === '1h' ? 'in an hour' : 'tomorrow';
      const data = { booking_id, number: b.number, kind };
      await notify(deps, b.member_id, 'marketplace.booking_reminder', {
        title: `Reminder: ${b.service_name} ${soon}`,
        body: `With ${b.specialist_name}, ${when(b.start_at, b.member_time_zone)}. Booking ${b.number}; the calendar invite is attached to the e-mail.`,
        link: memberLink,
        data,
      });
      await notify(deps, b.specialist_id, 'marketplace.booking_reminder', {
        title: `Reminder: ${b.service_name} ${soon}`,
        body: `With ${b.member_name}, ${when(b.start_at, b.specialist_time_zone)}. Booking ${b.number}; the calendar invite is attached to the e-mail.`,
        link: specialistLink,
        data,
      });
    }),
    events.on('marketplace.booking_expired', async ({ booking_id }) => {
      const b = await noticeOf(deps.db, booking_id);
      if (!b) return;
      await notify(deps, b.member_id, 'marketplace.booking_updated', {
        title: `Booking request expired: ${b.service_name}`,
        body: `${b.specialist_name} did not answer in time. Your card was not charged; pick another time.`,
        link: memberLink,
        data: { booking_id, status: 'expired' },
      });
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/** Chat: the other side hears of a new message (the chat service thins these per room). */
export function subscribeChatNotifications(events: EventBus, deps: NotificationsDeps): () => void {
  return events.on(
    'marketplace.chat_message',
    async ({ room_id, message_id, recipient_id, recipient_side }) => {
      const notice = await chatMessageNotice(deps.db, room_id, message_id);
      if (!notice) return;
      await notify(deps, recipient_id, 'marketplace.chat_message', {
        title: `New message from ${notice.sender_name}`,
        body: notice.preview,
        link: recipient_side === 'member' ? `/manila/chat/${room_id}` : `/specialist/chat/${room_id}`,
        data: { room_id, message_id },
      });
    },
  );
}

/**
 * The calendar invite of a booking's confirmation, move and reminder e-mails, as the recipient
 * sees it; nothing once the booking is no longer confirmed (a late e-mail carries no stale invite).
 * A cancellation e-mail of a booking that had been confirmed carries the METHOD:CANCEL file.
 */
export function bookingEmailAttachments(
  deps: Pick<NotificationsDeps, 'db' | 'publicUrl'>,
  organizer: { name: string; email: string },
) {
  return async (row: NotificationRow): Promise<MailAttachment[]> => {
    const id = row.data.booking_id;
    if (typeof id !== 'string') return [];
    const calendar = { organizer, publicUrl: deps.publicUrl };
    if (row.type === 'marketplace.booking_updated' && row.data.status === 'cancelled') {
      const file = await cancellationCalendar(deps.db, id, row.user_id, calendar);
      return file ? [file] : [];
    }
    const wanted =
      row.type === 'marketplace.booking_reminder' ||
      (row.type === 'marketplace.booking_updated' && row.data.status === 'confirmed');
    if (!wanted) return [];
    const b = await noticeOf(deps.db, id);
    if (b?.status !== 'confirmed') return [];
    const file = await bookingCalendar(deps.db, id, row.user_id, calendar);
    return file ? [file] : [];
  };
}

/**
 * The marketplace (issue 6/8): a specialist hears about every admin decision on their profile
 * (approved, rejected or suspended with the admin's reason, reinstated), in-app and by e-mail
 * per their preferences. Names and the reason are read through the marketplace's index.
 */
import type { EventBus } from '../../platform/events';
import { reviewNotice } from '../marketplace';
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

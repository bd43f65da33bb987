/** Spec §9: within this many pixels of the end, the chat counts as scrolled to the bottom. */
export const AT_BOTTOM_THRESHOLD_PX = 50;

export function isAtBottom(
  el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>,
  threshold = AT_BOTTOM_THRESHOLD_PX,
): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

/** Messages that arrived while the reader was scrolled up; reading to the bottom clears them. */
export function nextUnseenCount(unseen: number, added: number, atBottom: boolean): number {
  if (atBottom) return 0;
  return unseen + Math.max(0, added);
}

/** Spec §9 pill: `n new message(s)`. */
export const newMessagesLabel = (n: number) => `${n} new message${n === 1 ? '' : 's'}`;

import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isAtBottom, nextUnseenCount } from '../utils/scroll';

/**
 * Keeps a scroll pane pinned to its end while the reader is there (within 50 px), and counts
 * messages that arrive while they have scrolled up, for the `n new message(s)` pill.
 * `count` is the number of messages; `growth` changes as streamed text grows; `ownKey` changes
 * when the reader sends something, which always brings the end into view.
 */
export function useStickToBottom(
  ref: RefObject<HTMLElement | null>,
  { count, growth, ownKey }: { count: number; growth: unknown; ownKey: number },
) {
  const atBottom = useRef(true);
  const prevCount = useRef(0);
  const prevOwn = useRef(ownKey);
  const [unseen, setUnseen] = useState(0);

  const jump = useCallback(
    (smooth = false) => {
      const el = ref.current;
      if (!el) return;
      if (smooth && typeof el.scrollTo === 'function')
        el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
      else el.scrollTop = el.scrollHeight;
      atBottom.current = true;
      setUnseen(0);
    },
    [ref],
  );

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    atBottom.current = isAtBottom(el);
    if (atBottom.current) setUnseen(0);
  }, [ref]);

  useLayoutEffect(() => {
    const added = count - prevCount.current;
    const first = prevCount.current === 0;
    prevCount.current = count;
    const own = prevOwn.current !== ownKey;
    prevOwn.current = ownKey;
    if (added <= 0 && !own) return;
    if (first || own || atBottom.current) jump();
    else setUnseen((n) => nextUnseenCount(n, added, false));
  }, [count, ownKey, jump]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: growth is the trigger, not an input
  useLayoutEffect(() => {
    if (atBottom.current) {
      const el = ref.current;
      if (el) el.scrollTop = el.scrollHeight;
    }
  }, [growth, ref]);

  return { unseen, onScroll, scrollToBottom: () => jump(true) };
}

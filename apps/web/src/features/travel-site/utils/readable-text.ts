import { contrastRatio } from '@/lib/contrast';

/** Slate-900: the dark text put on light colours (as the store colours do). */
export const DARK_TEXT = '#0f172a';

/** White or dark text on `color`, whichever reads better (dark for an invalid colour). */
export function textOn(color: string): string {
  const white = contrastRatio(color, '#ffffff');
  const dark = contrastRatio(color, DARK_TEXT);
  if (white === null || dark === null) return DARK_TEXT;
  return white >= dark ? '#ffffff' : DARK_TEXT;
}

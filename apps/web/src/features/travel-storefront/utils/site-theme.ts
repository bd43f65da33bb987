import type { CSSProperties } from 'react';
import { AA_NORMAL_TEXT, contrastRatio } from '@/lib/contrast';

/**
 * An affiliate's colours come from the affiliate, so nothing guarantees they read well or are
 * even colours: only `#rrggbb` is used (anything else falls back to the defaults, so no CSS can be
 * injected through a variable), each fill gets a text colour chosen by WCAG contrast, and
 * `--travel-ink` (links, prices on white) is the primary colour only when it reads as text on
 * white, else slate-900.
 */
export const DEFAULT_PRIMARY = '#0e7490';
export const DEFAULT_ACCENT = '#f59e0b';
const WHITE = '#ffffff';
const DARK = '#0f172a';

const hex = (value: string | null | undefined, fallback: string) =>
  /^#[0-9a-f]{6}$/i.test(value ?? '') ? (value as string).toLowerCase() : fallback;

/** White or slate-900 on `background`, whichever contrasts more. */
export function textOn(background: string): string {
  return (contrastRatio(WHITE, background) ?? 0) >= (contrastRatio(DARK, background) ?? 0) ? WHITE : DARK;
}

export interface SiteColors {
  primary: string;
  primaryText: string;
  accent: string;
  accentText: string;
  ink: string;
}

export function siteColors(primary?: string | null, accent?: string | null): SiteColors {
  const p = hex(primary, DEFAULT_PRIMARY);
  const a = hex(accent, DEFAULT_ACCENT);
  return {
    primary: p,
    primaryText: textOn(p),
    accent: a,
    accentText: textOn(a),
    ink: (contrastRatio(p, WHITE) ?? 0) >= AA_NORMAL_TEXT ? p : DARK,
  };
}

/** The CSS variables the travel pages read (`var(--travel-primary)` …). */
export function siteThemeStyle(colors: SiteColors): CSSProperties {
  return {
    '--travel-primary': colors.primary,
    '--travel-primary-text': colors.primaryText,
    '--travel-accent': colors.accent,
    '--travel-accent-text': colors.accentText,
    '--travel-ink': colors.ink,
  } as CSSProperties;
}

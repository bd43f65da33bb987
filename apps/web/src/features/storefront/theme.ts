import { STOREFRONT_FALLBACK_COLORS } from '@fundpath/contracts/ecommerce-core';
import type { CSSProperties } from 'react';
import { AA_NORMAL_TEXT, contrastRatio as contrast } from '@/lib/contrast';

/**
 * A store's colours come from its owner, so nothing guarantees they read well: every colour here
 * is paired with a text colour chosen by WCAG contrast (4.5:1), and `ink` is the primary colour
 * darkened until it reads as text on white (links, prices, outlined controls).
 */

type Rgb = readonly [number, number, number];

export const WHITE = '#ffffff';
/** Dark text on light store colours (slate-900). */
export const DARK = '#0f172a';
const BLACK = '#000000';
/** WCAG AA for body text. */
export const MIN_CONTRAST = AA_NORMAL_TEXT;

/** `#abc` or `#aabbcc` (the `#` optional) as lowercase `#aabbcc`; anything else is null. */
export function normalizeHex(value: string | null | undefined): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? '').trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${h.toLowerCase()}`;
}

function rgbOf(hex: string): Rgb {
  const h = (normalizeHex(hex) ?? BLACK).slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** WCAG contrast of two colours (any form normalizeHex accepts; junk reads as black). */
export function contrastRatio(a: string, b: string): number {
  return contrast(normalizeHex(a) ?? BLACK, normalizeHex(b) ?? BLACK) ?? 1;
}

/**
 * Text colour for a background: white or slate-900, whichever contrasts more; for the few
 * mid-tones where neither reaches 4.5:1, pure black (which always does).
 */
export function readableTextOn(background: string): string {
  const light = contrastRatio(WHITE, background);
  const dark = contrastRatio(DARK, background);
  if (Math.max(light, dark) >= MIN_CONTRAST) return light >= dark ? WHITE : DARK;
  return light >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/** `t` of the way from `a` to `b` (0 = a, 1 = b), in sRGB. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as unknown as Rgb);
}

/** `color`, darkened just enough to read on `background` at 4.5:1 (unchanged when it already does). */
export function inkOn(color: string, background = WHITE): string {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(color, BLACK, step / 20);
    if (contrastRatio(candidate, background) >= MIN_CONTRAST) return candidate;
  }
  return BLACK;
}

/** What storeTheme needs: the store's three colours (null or junk → the spec's fallback). */
export interface StoreColors {
  primary_color?: string | null;
  secondary_color?: string | null;
  accent_color?: string | null;
}

export interface StoreTheme {
  primary: string;
  secondary: string;
  accent: string;
  /** Text on each colour. */
  onPrimary: string;
  onSecondary: string;
  onAccent: string;
  /** The primary as text on white: links, prices, focus rings, the kit's brand-coloured controls. */
  ink: string;
  /** A faint primary tint for panels (dark text reads on it). */
  tint: string;
  /**
   * CSS variables for a wrapper element: `--store-*` for the storefront's own pieces, and the kit's
   * `--brand-primary` / `--brand-primary-foreground`, so buttons and focus rings inside wear the store.
   */
  style: CSSProperties;
}

/**
 * A store's theme from its colours (spec §9 fallback #dc2626 / #991b1b / #ef4444).
 * @example <div style={storeTheme(store).style}>…</div>
 */
export function storeTheme(colors: StoreColors | null | undefined): StoreTheme {
  const primary = normalizeHex(colors?.primary_color) ?? STOREFRONT_FALLBACK_COLORS.primary;
  const secondary = normalizeHex(colors?.secondary_color) ?? STOREFRONT_FALLBACK_COLORS.secondary;
  const accent = normalizeHex(colors?.accent_color) ?? STOREFRONT_FALLBACK_COLORS.accent;
  const ink = inkOn(primary);
  const theme = {
    primary,
    secondary,
    accent,
    onPrimary: readableTextOn(primary),
    onSecondary: readableTextOn(secondary),
    onAccent: readableTextOn(accent),
    ink,
    tint: mix(primary, WHITE, 0.92),
  };
  const style = {
    '--store-primary': theme.primary,
    '--store-on-primary': theme.onPrimary,
    '--store-secondary': theme.secondary,
    '--store-on-secondary': theme.onSecondary,
    '--store-accent': theme.accent,
    '--store-on-accent': theme.onAccent,
    '--store-ink': theme.ink,
    '--store-tint': theme.tint,
    '--brand-primary': theme.ink,
    '--brand-primary-foreground': readableTextOn(theme.ink),
  } as CSSProperties;
  return { ...theme, style };
}

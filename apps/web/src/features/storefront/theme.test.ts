import { describe, expect, it } from 'vitest';
import { contrastRatio, inkOn, MIN_CONTRAST, normalizeHex, readableTextOn, storeTheme } from './theme';

describe('storeTheme', () => {
  it('falls back to the spec storefront colours for missing or malformed ones', () => {
    const theme = storeTheme({ primary_color: null, secondary_color: 'red', accent_color: '#12' });
    expect([theme.primary, theme.secondary, theme.accent]).toEqual(['#dc2626', '#991b1b', '#ef4444']);
    expect(storeTheme(null).primary).toBe('#dc2626');
  });

  it('keeps valid owner colours, normalised', () => {
    expect(
      storeTheme({ primary_color: '#0A0', secondary_color: '123456', accent_color: '#ABCDEF' }),
    ).toMatchObject({ primary: '#00aa00', secondary: '#123456', accent: '#abcdef' });
  });

  it.each(['#dc2626', '#ef4444', '#ffff00', '#777777', '#0ea5e9', '#1e293b', '#f5f5f5', '#22c55e'])(
    'pairs %s with text that reads at 4.5:1 and an ink that reads on white',
    (color) => {
      const theme = storeTheme({ primary_color: color, secondary_color: color, accent_color: color });
      expect(contrastRatio(theme.primary, theme.onPrimary)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio(theme.accent, theme.onAccent)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio(theme.ink, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(theme.style).toMatchObject({ '--store-primary': theme.primary, '--brand-primary': theme.ink });
    },
  );

  it('leaves an ink that already reads on white unchanged', () => {
    expect(inkOn('#991b1b')).toBe('#991b1b');
    expect(inkOn('#ffffff')).not.toBe('#ffffff');
  });
});

describe('colour helpers', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#dc2626', '#ffffff')).toBeCloseTo(4.83, 1);
  });

  it('prefers dark text on light mid-tones where white fails (#ef4444)', () => {
    expect(contrastRatio('#ffffff', '#ef4444')).toBeLessThan(MIN_CONTRAST);
    expect(readableTextOn('#ef4444')).toBe('#0f172a');
    expect(readableTextOn('#991b1b')).toBe('#ffffff');
  });

  it('normalises hex colours and refuses anything else', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex(' 00ff00 ')).toBe('#00ff00');
    expect(normalizeHex('rgb(0,0,0)')).toBeNull();
    expect(normalizeHex(undefined)).toBeNull();
  });
});

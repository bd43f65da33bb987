import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio, formatRatio } from './contrast';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')!).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio('#777777', '#ffffff')!).toBeLessThan(AA_NORMAL_TEXT);
    expect(contrastRatio('#4F46E5', '#FFFFFF')).toBeCloseTo(6.29, 1);
  });

  it('is null for anything but #rrggbb and rounds down when shown', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(contrastRatio('#fff', '#ffffff')).toBeNull();
    expect(formatRatio(4.499)).toBe('4.49:1');
  });
});

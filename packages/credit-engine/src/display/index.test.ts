import { describe, expect, it } from 'vitest';
import {
  accountCardUtilizationBand,
  derogatoryBand,
  formatCurrency,
  formatDate,
  inquiryBand,
  PAYMENT_STATUS_CODES,
  paymentStatusDisplay,
  suggestedMonthlyIncome,
  utilizationBand,
  utilizationLabel,
} from './index';

describe('payment status display', () => {
  it.each([
    ['OK', 'OK'],
    ['c', 'OK'],
    ['30', '30'],
    [' 1 ', '30'],
    ['2', '60'],
    ['3', '90'],
    ['4', '120'],
    ['5', '150'],
    ['150', '150'],
    ['co', 'CO'],
    ['PP', 'PP'],
    ['RF', 'RF'],
    ['U', 'U'],
    ['', 'U'],
    ['Z', 'U'],
    [3, '90'],
  ])('%j shows as %s', (input, code) => {
    expect(paymentStatusDisplay(input).code).toBe(code);
  });

  it('labels every code and gives it a colour class', () => {
    for (const entry of Object.values(PAYMENT_STATUS_CODES)) {
      expect(entry.label).not.toBe('');
      expect(entry.className).toMatch(/^bg-/);
    }
    expect(PAYMENT_STATUS_CODES['150'].label).toBe('150+ days late');
  });
});

describe('bands', () => {
  it('utilization: ≤30 green, ≤50 yellow, above red', () => {
    expect([0, 30, 30.01, 50, 50.01].map(utilizationBand)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
  });

  it('account card: above 30 warning, above 40 red', () => {
    expect([30, 31, 40, 41].map(accountCardUtilizationBand)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });

  it('inquiries: 0 green, 1–2 yellow, more red; derogatory above 0 red', () => {
    expect([0, 1, 2, 3].map(inquiryBand)).toEqual(['green', 'yellow', 'yellow', 'red']);
    expect([0, 1].map(derogatoryBand)).toEqual(['green', 'red']);
  });

  it('labels over-limit balances', () => {
    expect(utilizationLabel(5100, 5000)).toBe('100%+ OVERLIMIT');
    expect(utilizationLabel(5000, 5000)).toBe('100%');
    expect(utilizationLabel('$1,250', '5,000')).toBe('25%');
    expect(utilizationLabel(100, 0)).toBe('N/A');
  });
});

describe('formatting', () => {
  it('formats currency with US grouping, with and without cents', () => {
    expect(formatCurrency(1250)).toBe('$1,250.00');
    expect(formatCurrency(1234567.891)).toBe('$1,234,567.89');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(-12.5)).toBe('-$12.50');
    expect(formatCurrency(1250.6, { cents: false })).toBe('$1,251');
    expect(formatCurrency('$1,250')).toBe('$1,250.00');
    expect(formatCurrency(null)).toBe('N/A');
  });

  it('formats dates as M/D/YYYY', () => {
    expect(formatDate('2026-07-01')).toBe('7/1/2026');
    expect(formatDate('2026-12-25T10:00:00-05:00')).toBe('12/25/2026');
    expect(formatDate('bad')).toBe('N/A');
  });

  it('suggests an income of four times the monthly payments', () => {
    expect(suggestedMonthlyIncome(1250)).toBe(5000);
    expect(suggestedMonthlyIncome('$312.50')).toBe(1250);
    expect(suggestedMonthlyIncome(null)).toBe(0);
  });
});

import { evaluateCreditReport, flatAccounts, parseMergedReport } from '@fundpath/credit-engine';
import { describe, expect, it } from 'vitest';
import {
  createSandboxProvider,
  SANDBOX_BAD_PASSWORD_MESSAGE,
  SANDBOX_PASSWORD,
  SANDBOX_PERSONAS,
  SANDBOX_UNKNOWN_ACCOUNT_MESSAGE,
  sandboxPersonaOf,
} from './sandbox';
import { CreditProviderError } from './types';

/** Month ends, a leap day, year turns: the relative windows must hold on any day. */
const DAYS = [
  '2026-01-31T09:00:00',
  '2026-03-01T00:30:00',
  '2026-11-21T12:00:00',
  '2026-12-31T23:30:00',
  '2028-02-29T12:00:00',
];

async function pull(persona: string, day = DAYS[2]!) {
  const provider = createSandboxProvider({ now: () => new Date(day) });
  return (
    await provider.fetchReport({ email: `${persona}@sandbox.fundpath.test`, password: SANDBOX_PASSWORD })
  ).rawReport;
}

const rulesOf = (ev: ReturnType<typeof evaluateCreditReport>) =>
  Object.fromEntries(
    Object.values(ev.bureaus).map((b) => [b!.bureau, b!.triggered_rules.map((h) => h.rule).sort()]),
  );

describe('sandbox personas evaluate as documented', () => {
  it.each(DAYS)('on %s', async (day) => {
    const ev = async (persona: string) => evaluateCreditReport(await pull(persona, day));

    const clean = await ev('clean');
    expect(clean.funding_strategy).toBe('ALL_BUREAUS_QUALIFIED');
    expect(rulesOf(clean)).toEqual({ TransUnion: [], Experian: [], Equifax: [] });

    const late = await ev('late');
    expect(late.overall_decision).toBe('decline');
    expect(late.funding_strategy).toBe('SINGLE_BUREAU_QUALIFIED');
    expect(rulesOf(late)).toEqual({
      TransUnion: ['recent_late_payment'],
      Experian: [],
      Equifax: ['recent_late_payment'],
    });

    const collections = await ev('collections');
    expect(collections.funding_strategy).toBe('SINGLE_BUREAU_QUALIFIED');
    expect(collections.best_bureau).toBe('Equifax');
    for (const b of ['TransUnion', 'Experian'] as const) {
      expect(rulesOf(collections)[b]).toEqual(['charge_off', 'collection', 'derogatory_account']);
    }

    const utilization = await ev('utilization');
    expect(utilization.overall_decision).toBe('borderline');
    expect(utilization.funding_strategy).toBe('BORDERLINE_FIXABLE');
    for (const b of Object.values(utilization.bureaus)) {
      expect(b!.decision_tier).toBe('borderline');
      const hit = b!.triggered_rules.find((h) => h.rule === 'high_utilization');
      expect(hit?.account_count).toBe(2);
      expect(hit?.recommended_paydown).toBe(2000);
    }

    const thin = await ev('thin');
    expect(thin.funding_strategy).toBe('ALL_BUREAUS_QUALIFIED');

    const inquiries = await ev('inquiries');
    expect(inquiries.funding_strategy).toBe('DUAL_BUREAU_QUALIFIED');
    expect(rulesOf(inquiries)).toEqual({ TransUnion: [], Experian: ['excessive_inquiries'], Equifax: [] });
    expect(inquiries.bureaus.Experian?.summary.inquiry_count).toBe(5);

    const frozen = await ev('frozen');
    expect(frozen.overall_decision).toBe('approve');
    expect(frozen.funding_strategy).toBe('APPROVED');
    expect(rulesOf(frozen)).toEqual({
      TransUnion: ['no_bureau_data'],
      Experian: [],
      Equifax: ['no_bureau_data'],
    });
  });
});

describe('sandbox reports look real', () => {
  it('dates the report today and is identical for the same persona on the same day', async () => {
    const a = await pull('clean');
    expect(a).toBe(await pull('clean'));
    expect(JSON.parse(a).TrueLinkCreditReportType.reportDate).toBe('2026-11-21');
    expect(await pull('late')).not.toBe(a);
  });

  it.each(['clean', 'late', 'collections', 'utilization', 'inquiries'])(
    '%s: identity, summary, scores, 6-12 tradelines per bureau with 24+ months of history',
    async (persona) => {
      const report = parseMergedReport(await pull(persona));
      expect(report.error).toBeNull();
      for (const bureau of ['TransUnion', 'Experian', 'Equifax'] as const) {
        const lines = report.tradelines.filter((t) => t.bureau === bureau);
        expect(lines.length).toBeGreaterThanOrEqual(6);
        expect(lines.length).toBeLessThanOrEqual(12);
        const kinds = new Set(lines.map((t) => t.GrantedTrade.AccountType.description));
        expect(kinds).toContain('Credit Card');
        expect(kinds).toContain('Auto Loan');
        expect(kinds).toContain('Educational');
        const histories = lines.filter((t) => t.accountTypeSymbol !== 'Y');
        for (const t of histories)
          expect(t.GrantedTrade.PayStatusHistory.MonthlyPayStatus.length).toBeGreaterThanOrEqual(24);
        expect(report.summary[bureau].TradelineSummary?.TotalAccounts).toBe(lines.length);
        const score = report.scores.find((s) => s.bureau === bureau)?.riskScore;
        expect(score).toBeGreaterThanOrEqual(300);
        expect(score).toBeLessThanOrEqual(850);
        expect(report.borrower.names.some((n) => n.bureau === bureau)).toBe(true);
        expect(report.borrower.currentAddresses.some((n) => n.bureau === bureau)).toBe(true);
        expect(report.borrower.previousAddresses.some((n) => n.bureau === bureau)).toBe(true);
        expect(report.borrower.birthDates.some((n) => n.bureau === bureau)).toBe(true);
        expect(report.borrower.employers.some((n) => n.bureau === bureau)).toBe(true);
        expect(report.borrower.ssns.find((s) => s.bureau === bureau)?.masked ?? '').toMatch(/^XXX-XX-\d{4}$/);
      }
      expect(report.inquiries.length).toBeGreaterThan(0);
      expect(report.pullDate).toBe('2026-11-21');
      // Account numbers come masked, and differently per bureau.
      const numbers = flatAccounts(report).map((a) => a.account_number);
      for (const n of numbers) expect(n).toMatch(/[*X]/);
    },
  );

  it('thin: one young account per bureau; frozen: nothing but Experian', async () => {
    const thin = parseMergedReport(await pull('thin'));
    for (const b of ['TransUnion', 'Experian', 'Equifax'] as const) {
      const lines = thin.tradelines.filter((t) => t.bureau === b);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.dateOpened! > '2025-11-21').toBe(true);
    }
    const frozen = parseMergedReport(await pull('frozen'));
    expect(new Set(frozen.tradelines.map((t) => t.bureau))).toEqual(new Set(['Experian']));
    expect(frozen.frozen).toEqual({ TransUnion: true, Experian: false, Equifax: true });
    expect(frozen.scores.map((s) => s.bureau)).toEqual(['Experian']);
  });
});

describe('sandbox logins', () => {
  const provider = createSandboxProvider();
  const refused = async (email: string, password: string) => {
    const err = await provider.fetchReport({ email, password }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CreditProviderError);
    return err as CreditProviderError;
  };

  it('refuses a wrong password and an unknown account with the provider messages', async () => {
    const wrong = await refused('clean@sandbox.fundpath.test', 'nope');
    expect(wrong).toMatchObject({ kind: 'bad_credentials', message: SANDBOX_BAD_PASSWORD_MESSAGE });
    const unknown = await refused('nobody@sandbox.fundpath.test', SANDBOX_PASSWORD);
    expect(unknown).toMatchObject({ kind: 'bad_credentials', message: SANDBOX_UNKNOWN_ACCOUNT_MESSAGE });
    expect((await refused('clean@example.com', SANDBOX_PASSWORD)).message).toBe(
      SANDBOX_UNKNOWN_ACCOUNT_MESSAGE,
    );
  });

  it('matches personas case-insensitively and ignores inherited object keys', () => {
    expect(sandboxPersonaOf('  Clean@Sandbox.FundPath.Test ')).toBe('clean');
    expect(sandboxPersonaOf('constructor@sandbox.fundpath.test')).toBeNull();
    expect(sandboxPersonaOf('clean')).toBeNull();
    expect(Object.keys(SANDBOX_PERSONAS).sort()).toEqual(
      ['clean', 'collections', 'frozen', 'inquiries', 'late', 'thin', 'utilization'].sort(),
    );
  });
});

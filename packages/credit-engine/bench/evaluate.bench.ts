/**
 * Benchmark: parse + evaluate of a large merged report against JSON.parse of the same string;
 * then simulateImprovements at the 5 000-tradeline limit (REPORT_LIMITS.tradelines), as real
 * reports are shaped and with every tradeline in one partition (the hostile shape that was
 * quadratic), each against JSON.parse of the same report.
 * Run: npx tsx packages/credit-engine/bench/evaluate.bench.ts
 * Targets: parse+evaluate ≤ 1.5 × JSON.parse (the engine's own work costs at most half a parse);
 * simulateImprovements at 5 000 tradelines ≤ 1 × JSON.parse of that report.
 */
import { evaluateCreditReport, parseMergedReport, REPORT_LIMITS, simulateImprovements } from '../src/index';
import type { Bureau } from '../src/model';

const TARGET_RATIO = 1.5;
const SIMULATE_TARGET_RATIO = 1;
const TRADELINES_PER_BUREAU = 60;
const MONTHS = 84;
const INQUIRIES = 30;
const AS_OF = '2026-11-21';

const BUREAU_LIST: Bureau[] = ['TransUnion', 'Experian', 'Equifax'];
const SYMBOL: Record<Bureau, string> = { TransUnion: 'TUC', Experian: 'EXP', Equifax: 'EQF' };

const ref = (symbol: string, description: string, rank = 199) => ({
  symbol,
  abbreviation: description,
  description,
  rank,
});

function src(b: Bureau) {
  return {
    BorrowerKey: '80be716d-123c-4330-bd96-1957a7ba6b2a',
    Bureau: ref(SYMBOL[b], b, BUREAU_LIST.indexOf(b) + 1),
    InquiryDate: AS_OF,
    Reference: 'e769563d-ef86-7154-def',
  };
}

function monthly(i: number, acct: number) {
  const out = [];
  let y = 2026;
  let m = 10;
  for (let k = 0; k < MONTHS; k++) {
    // A few old lates and one recent one on some accounts, so rules have work to do.
    const late = (acct % 17 === 3 && k === 30) || (acct % 29 === 5 && k === 2);
    out.push({ date: `${y}-${String(m).padStart(2, '0')}-06`, status: late ? '1' : 'C' });
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return { MonthlyPayStatus: out, startDate: '2026-10-06', status: 'C'.repeat(MONTHS), i };
}

function tradeline(b: Bureau, acct: number) {
  const revolving = acct % 3 !== 0;
  const limit = revolving ? 2000 + acct * 100 : 0;
  const balance = revolving ? (acct % 7 === 0 ? limit * 0.8 : limit * 0.2) : 15000 - acct * 10;
  return {
    AccountCondition: ref('O', 'Open', 60),
    AccountDesignator: ref('I', 'Individual'),
    DisputeFlag: ref('F', 'Account not disputed'),
    IndustryCode: ref('B', 'Bank'),
    OpenClosed: ref('O', 'Open'),
    PayStatus: acct % 41 === 7 ? ref('9', 'Collection/Chargeoff', 10) : ref('C', 'Current', 110),
    VerificationIndicator: ref('F', 'Account not disputed'),
    Remark:
      acct % 5 === 0 ? [{ RemarkCode: ref('CBC', 'Account closed by consumer'), customRemark: '' }] : [],
    GrantedTrade: {
      AccountType: ref('CC', revolving ? 'Credit Card' : 'Auto Loan'),
      CreditType: ref(revolving ? 'R' : 'I', revolving ? 'Revolving Account' : 'Installment Account', 50),
      PaymentFrequency: ref('M', 'Monthly'),
      TermType: ref('P', 'Provided'),
      WorstPayStatus: ref('C', 'Current', 110),
      PayStatusHistory: monthly(acct, acct),
      CreditLimit: limit,
      monthsReviewed: MONTHS,
      monthlyPayment: 35 + acct,
      late90Count: 0,
      late60Count: 0,
      late30Count: acct % 17 === 3 ? 1 : 0,
      actualPaymentAmount: 35 + acct,
      worstPatStatusCount: MONTHS,
      termMonths: revolving ? 0 : 60,
      dateLastPayment: '2026-10-24',
      collateral: '',
      amountPastDue: 0,
      dateWorstPayStatus: null,
    },
    Source: src(b),
    bureau: b,
    subscriberCode: `04F3${acct}`,
    creditorName: `CREDITOR NUMBER ${acct}`,
    accountNumber: `591367${acct}**********`,
    currentBalance: balance,
    highBalance: Math.max(balance, limit * 0.3),
    dateOpened: '2018-09-02',
    dateReported: '2026-11-03',
    dateVerified: '2026-11-03',
    dateAccountStatus: '2018-09-02',
    handle: `TR01_841365809_933981644_${acct}`,
    position: acct,
  };
}

function largeReport(perBureau = TRADELINES_PER_BUREAU, onePartition = false) {
  const partitions = [];
  for (let a = 0; a < perBureau; a++) {
    const revolving = a % 3 !== 0;
    partitions.push({
      accountTypeDescription: revolving ? 'Revolving Account' : 'Installment Account',
      accountTypeSymbol: revolving ? 'R' : 'I',
      accountTypeAbbreviation: revolving ? 'Revolving' : 'Installment',
      Tradeline: BUREAU_LIST.map((b) => tradeline(b, a)),
    });
  }
  const inquiries = [];
  for (let q = 0; q < INQUIRIES; q++) {
    const b = BUREAU_LIST[q % 3]!;
    inquiries.push({
      Inquiry: {
        IndustryCode: ref('B', 'Bank'),
        Source: src(b),
        bureau: b,
        inquiryType: 'I',
        subscriberNumber: `032E${q}`,
        inquiryDate: `20${q % 2 === 0 ? 26 : 24}-${String((q % 12) + 1).padStart(2, '0')}-05`,
        subscriberName: `LENDER ${q}`,
      },
    });
  }
  return {
    TrueLinkCreditReportType: {
      reportDate: AS_OF,
      SB168Frozen: { transunion: false, experian: false, equifax: false },
      Borrower: {
        BorrowerName: BUREAU_LIST.map((b) => ({
          Name: { first: 'JANE', middle: 'Q', last: 'SAMPLE' },
          NameType: ref('1', 'Primary'),
          Source: src(b),
        })),
        CreditScore: BUREAU_LIST.map((b, i) => ({
          riskScore: 680 + i * 10,
          scoreName: 'VantageScore3',
          Source: src(b),
        })),
      },
      TradeLinePartition: onePartition
        ? [{ ...partitions[0], Tradeline: partitions.flatMap((p) => p.Tradeline) }]
        : partitions,
      InquiryPartition: inquiries,
      PulblicRecordPartition: [],
      Sources: { Source: BUREAU_LIST.map(src) },
    },
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const json = JSON.stringify(largeReport());
let sink = 0;

function timeParse(): number {
  const t = performance.now();
  const v = JSON.parse(json) as { TrueLinkCreditReportType: unknown };
  const d = performance.now() - t;
  sink += v.TrueLinkCreditReportType ? 1 : 0;
  return d;
}

function timeEvaluate(): number {
  const t = performance.now();
  const r = evaluateCreditReport(json, { asOf: AS_OF });
  const d = performance.now() - t;
  sink += r.qualifying_bureaus.length;
  return d;
}

const WARMUP = 30;
const ROUNDS = 7;
const PER_ROUND = 30;
for (let i = 0; i < WARMUP; i++) {
  timeParse();
  timeEvaluate();
}
// Interleaved rounds, so drift (GC, JIT, CPU frequency) hits both sides alike; median of medians.
const parseMedians: number[] = [];
const evalMedians: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const p: number[] = [];
  const e: number[] = [];
  for (let i = 0; i < PER_ROUND; i++) {
    p.push(timeParse());
    e.push(timeEvaluate());
  }
  parseMedians.push(median(p));
  evalMedians.push(median(e));
}
const parseMs = median(parseMedians);
const evalMs = median(evalMedians);
const ratio = evalMs / parseMs;
const sample = evaluateCreditReport(json, { asOf: AS_OF });

console.log(
  `report: ${(json.length / 1024 / 1024).toFixed(2)} MB JSON, ${TRADELINES_PER_BUREAU} tradelines × 3 bureaus, ${MONTHS} months each, ${INQUIRIES} inquiries`,
);
console.log(`decision: ${sample.overall_decision} / ${sample.funding_strategy}`);
console.log(`JSON.parse alone:      ${parseMs.toFixed(2)} ms (median)`);
console.log(`parse+evaluate:        ${evalMs.toFixed(2)} ms (median)`);
console.log(`engine work on top:    ${(evalMs - parseMs).toFixed(2)} ms`);
console.log(`target: parse+evaluate ≤ ${TARGET_RATIO} × JSON.parse`);
console.log(
  `credit-engine: ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}) ${ratio <= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
);

// ---- simulateImprovements at the tradeline limit ----------------------------------------------
const SIM_ROUNDS = 5;
let simFailed = false;
for (const [label, onePartition] of [
  ['real shape', false],
  ['one partition', true],
] as const) {
  const perBureau = Math.floor(REPORT_LIMITS.tradelines / 3);
  const text = JSON.stringify(largeReport(perBureau, onePartition));
  const parsed = parseMergedReport(text);
  const evaluation = evaluateCreditReport(parsed, { asOf: AS_OF });
  const p: number[] = [];
  const s: number[] = [];
  for (let r = 0; r < SIM_ROUNDS + 1; r++) {
    let t = performance.now();
    sink += (JSON.parse(text) as unknown) ? 1 : 0;
    const dp = performance.now() - t;
    t = performance.now();
    sink += Object.keys(simulateImprovements(parsed, evaluation).bureaus).length;
    const ds = performance.now() - t;
    // The first round warms up.
    if (r > 0) {
      p.push(dp);
      s.push(ds);
    }
  }
  const simRatio = median(s) / median(p);
  console.log(
    `simulate at ${parsed.tradelines.length} tradelines (${label}, ${(text.length / 1024 / 1024).toFixed(1)} MB): ${median(s).toFixed(0)} ms vs JSON.parse ${median(p).toFixed(0)} ms`,
  );
  console.log(
    `credit-engine simulate (${label}): ratio ${simRatio.toFixed(2)} (target ≤ ${SIMULATE_TARGET_RATIO}) ${simRatio <= SIMULATE_TARGET_RATIO ? 'PASS' : 'FAIL'}`,
  );
  if (simRatio > SIMULATE_TARGET_RATIO) simFailed = true;
}

if (sink < 0) console.log(sink);
if (ratio > TARGET_RATIO || simFailed) process.exitCode = 1;

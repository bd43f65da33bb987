import { describe, expect, it } from 'vitest';
import { cleanReport, code, history, partition, report, score, source, tradeline } from '../testing/builders';
import { maskSsn, parseMergedReport } from './report';

describe('parseMergedReport', () => {
  it('never throws and says why nothing was read', () => {
    expect(parseMergedReport(null).error).toBe('No credit report data provided');
    expect(parseMergedReport({ nothing: true }).error).toBe('Could not find merged credit report data');
    expect(parseMergedReport(cleanReport()).error).toBeNull();
  });

  it('reads every tradeline field of the spec, tagged by bureau', () => {
    const line = tradeline({
      bureau: 'Experian',
      creditor: 'H&#x26;amp;R ACCOUNTS',
      balance: '$1,250.00',
      limit: ' 5,000 ',
      highBalance: 3400,
      remarks: ['Placed for collection'],
      history: history('2026-10', 3, { '2026-09': ' 1 ' }),
    });
    const raw = report({ partitions: [partition('R', [line])] });
    const [t] = parseMergedReport(raw).tradelines;
    expect(t).toMatchObject({
      id: '0.0',
      bureau: 'Experian',
      partitionIndex: 0,
      accountTypeSymbol: 'R',
      creditorName: 'H&R ACCOUNTS',
      currentBalance: 1250,
      highBalance: 3400,
      dateOpened: '2019-07-14',
      dateReported: '2026-11-03',
      AccountCondition: { description: 'Open' },
      Remark: [{ customRemark: '', RemarkCode: { description: 'Placed for collection' } }],
      GrantedTrade: {
        CreditLimit: 5000,
        amountPastDue: 0,
        PayStatusHistory: {
          MonthlyPayStatus: [
            { date: '2026-10-06', status: 'C' },
            { date: '2026-09-06', status: '1' },
            { date: '2026-08-06', status: 'C' },
          ],
        },
      },
    });
  });

  it('accepts single objects for lists and the XML attribute dialect', () => {
    const raw = {
      TrueLinkCreditReportType: {
        '@reportDate': '2026-11-14',
        TradeLinePartition: {
          '@accountTypeSymbol': 'R',
          Tradeline: {
            '@bureau': 'TUC',
            Source: null,
            '@creditorName': 'XML BANK',
            '@currentBalance': '900',
            GrantedTrade: {
              CreditLimit: { $: '1500' },
              PayStatusHistory: { MonthlyPayStatus: { '@date': '2026-10-03', '@status': '2' } },
            },
          },
        },
        InquiryPartition: {
          Inquiry: { '@subscriberName': 'LENDER', '@inquiryDate': { '#text': '2026-03-14' }, bureau: 'xpn' },
        },
        Borrower: { CreditScore: { riskScore: '712', Source: source('Equifax') } },
      },
    };
    const r = parseMergedReport(raw);
    expect(r.reportDate).toBe('2026-11-14');
    expect(r.tradelines).toHaveLength(1);
    expect(r.tradelines[0]).toMatchObject({
      bureau: 'TransUnion',
      creditorName: 'XML BANK',
      currentBalance: 900,
      GrantedTrade: {
        CreditLimit: 1500,
        PayStatusHistory: { MonthlyPayStatus: [{ date: '2026-10-03', status: '2' }] },
      },
    });
    expect(r.inquiries[0]).toMatchObject({
      bureau: 'Experian',
      subscriberName: 'LENDER',
      inquiryDate: '2026-03-14',
    });
    expect(r.scores[0]).toMatchObject({ bureau: 'Equifax', riskScore: 712 });
  });

  it('infers undated history months from startDate, and expands a compressed status string', () => {
    const line = tradeline({ bureau: 'TransUnion' });
    line.GrantedTrade.PayStatusHistory = {
      startDate: '2026-10-03',
      MonthlyPayStatus: [{ status: 'C' }, { status: '1' }],
    } as never;
    const compressed = tradeline({ bureau: 'Equifax' });
    compressed.GrantedTrade.PayStatusHistory = {
      startDate: '2026-10-03',
      status: 'C2',
      MonthlyPayStatus: [],
    } as never;
    const r = parseMergedReport(report({ partitions: [partition('R', [line, compressed])] }));
    expect(r.tradelines[0]!.GrantedTrade.PayStatusHistory.MonthlyPayStatus).toEqual([
      { date: '2026-10-01', status: 'C' },
      { date: '2026-09-01', status: '1' },
    ]);
    expect(r.tradelines[1]!.GrantedTrade.PayStatusHistory.MonthlyPayStatus).toEqual([
      { date: '2026-10-01', status: 'C' },
      { date: '2026-09-01', status: '2' },
    ]);
  });

  it('skips elements without a recognizable bureau and says so', () => {
    const line = { ...tradeline({ bureau: 'TransUnion' }), bureau: 'Innovis', Source: null };
    const r = parseMergedReport(report({ partitions: [partition('R', [line])] }));
    expect(r.tradelines).toHaveLength(0);
    expect(r.warnings[0]).toMatch(/no recognizable bureau/);
  });

  it('reads the borrower, each fact tagged by bureau, with the SSN masked', () => {
    const raw = report();
    Object.assign(raw.TrueLinkCreditReportType.Borrower, {
      BorrowerName: [
        {
          Name: { first: 'JANE', middle: 'Q', last: 'SAMPLE' },
          NameType: code('Primary'),
          Source: source('TransUnion'),
        },
      ],
      BorrowerAddress: {
        CreditAddress: {
          houseNumber: '12',
          streetName: 'MAIN',
          streetType: 'ST',
          city: 'ATLANTA',
          stateCode: 'GA',
          postalCode: '30303',
        },
        dateReported: '2026-06-07',
        Source: source('Experian'),
      },
      PreviousAddress: [
        {
          CreditAddress: { unparsedStreet: '9 OLD RD', city: 'MACON', stateCode: 'GA' },
          Source: source('Equifax'),
        },
      ],
      Birth: [
        { BirthDate: { year: 1990, month: 1, day: 29 }, date: '1990-01-29', Source: source('TransUnion') },
        { BirthDate: { year: 1990 }, date: '1990', Source: source('Experian') },
      ],
      Employer: { name: 'ACME', dateReported: '2025-01-01', Source: source('Equifax') },
      SocialPartition: { Social: [{ SocialSecurityNumber: '123-45-6789', Source: source('TransUnion') }] },
      CreditStatement: [{ statement: 'Identity theft victim', Source: source('Experian') }],
    });
    const b = parseMergedReport(raw).borrower;
    expect(b.names).toEqual([
      expect.objectContaining({ bureau: 'TransUnion', full: 'JANE Q SAMPLE', nameType: 'Primary' }),
    ]);
    expect(b.currentAddresses[0]).toMatchObject({
      bureau: 'Experian',
      line: '12 MAIN ST, ATLANTA, GA 30303',
    });
    expect(b.previousAddresses[0]).toMatchObject({ bureau: 'Equifax', line: '9 OLD RD, MACON, GA' });
    expect(b.birthDates.map((d) => d.date)).toEqual(['1990-01-29', '1990']);
    expect(b.employers[0]).toMatchObject({ bureau: 'Equifax', name: 'ACME' });
    expect(b.ssns).toEqual([{ bureau: 'TransUnion', masked: 'XXX-XX-6789' }]);
    expect(b.statements).toEqual([{ bureau: 'Experian', text: 'Identity theft victim' }]);
  });

  it('reads the per-bureau summary, leaving {} bureaus null', () => {
    const raw = report();
    Object.assign(raw.TrueLinkCreditReportType, {
      Summary: {
        TradelineSummary: {
          TransUnion: {
            TotalAccounts: 3,
            OpenAccounts: '2',
            TotalBalances: '$1,200',
            TotalMonthlyPayments: 150,
          },
          Equifax: {},
        },
        PublicRecordSummary: { TransUnion: { NumberOfRecords: 0 } },
      },
    });
    const s = parseMergedReport(raw).summary;
    expect(s.TransUnion.TradelineSummary).toMatchObject({
      TotalAccounts: 3,
      OpenAccounts: 2,
      TotalBalances: 1200,
      TotalMonthlyPayments: 150,
      CloseAccounts: null,
    });
    expect(s.TransUnion.PublicRecordSummary).toEqual({ NumberOfRecords: 0 });
    expect(s.Equifax.TradelineSummary).toBeNull();
  });

  it('reads inquiries, scores, public records, report and pull dates', () => {
    const raw = report({
      inquiries: [
        {
          Inquiry: [
            { subscriberName: 'A', inquiryDate: '05/02/2026', bureau: 'EQF' },
            { subscriberName: 'B', InquiryDate: '2026-05-03', bureau: 'EQF' },
          ],
        },
      ],
      scores: [score('Experian', 'n/a')],
      publicRecords: [
        {
          PublicRecord: {
            Classification: code('Bankruptcy'),
            Type: code('Chapter 7 Bankruptcy'),
            dateFiled: '2020-01-01',
            bureau: 'Experian',
          },
        },
      ],
    });
    Object.assign(raw.TrueLinkCreditReportType, {
      Sources: {
        Source: [
          { Bureau: { symbol: 'TUC' }, InquiryDate: '2026-11-13' },
          { Bureau: { symbol: 'EXP' }, InquiryDate: '2026-11-14' },
        ],
      },
    });
    const r = parseMergedReport(raw);
    expect(r.inquiries.map((q) => [q.id, q.subscriberName, q.inquiryDate])).toEqual([
      ['0.0', 'A', '2026-05-02'],
      ['0.1', 'B', '2026-05-03'],
    ]);
    expect(r.scores[0]!.riskScore).toBeNull();
    expect(r.publicRecords[0]).toMatchObject({
      bureau: 'Experian',
      classification: 'Bankruptcy',
      type: 'Chapter 7 Bankruptcy',
    });
    expect(r.reportDate).toBeNull();
    expect(r.pullDate).toBe('2026-11-14');
  });

  it('does not mutate its input', () => {
    const raw = cleanReport();
    const before = JSON.stringify(raw);
    parseMergedReport(raw);
    expect(JSON.stringify(raw)).toBe(before);
  });
});

describe('maskSsn', () => {
  it('keeps only the last four digits', () => {
    expect(maskSsn('123-45-6789')).toBe('XXX-XX-6789');
    expect(maskSsn('XXX-XX-1234')).toBe('XXX-XX-1234');
    expect(maskSsn('')).toBe('XXX-XX-XXXX');
  });
});

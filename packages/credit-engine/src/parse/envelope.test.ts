import { describe, expect, it } from 'vitest';
import { cleanReport } from '../testing/builders';
import { locateReport } from './envelope';

const doc = cleanReport().TrueLinkCreditReportType;

function foundDoc(input: unknown) {
  const r = locateReport(input);
  return r.kind === 'found' ? r.doc : r.kind;
}

describe('locateReport', () => {
  it('finds the document in every supported envelope', () => {
    expect(foundDoc({ TrueLinkCreditReportType: doc })).toBe(doc);
    expect(foundDoc(doc)).toBe(doc);
    expect(foundDoc(JSON.stringify({ TrueLinkCreditReportType: doc }))).toEqual(doc);
    expect(foundDoc({ rawReport: JSON.stringify({ TrueLinkCreditReportType: doc }), user: 'x' })).toEqual(
      doc,
    );
    expect(
      foundDoc({
        BundleComponents: {
          BundleComponent: [
            { Type: 'TUCReportV6', TrueLinkCreditReportType: {} },
            { Type: 'MergeCreditReports', TrueLinkCreditReportType: doc },
          ],
        },
      }),
    ).toBe(doc);
  });

  it('follows nested envelopes: a rawReport string holding a bundle, a JSON string of a JSON string', () => {
    const bundle = {
      BundleComponents: { BundleComponent: { Type: 'MergeCreditReports', TrueLinkCreditReportType: doc } },
    };
    expect(foundDoc({ rawReport: JSON.stringify(bundle) })).toEqual(doc);
    expect(foundDoc(JSON.stringify(JSON.stringify({ TrueLinkCreditReportType: doc })))).toEqual(doc);
    expect(
      foundDoc({
        status: 'success',
        data: { credit_report_json: { rawReport: JSON.stringify({ TrueLinkCreditReportType: doc }) } },
      }),
    ).toEqual(doc);
  });

  it('collects bundle score components with the bureau their Type names', () => {
    const r = locateReport({
      BundleComponents: {
        BundleComponent: [
          { Type: 'MergeCreditReports', TrueLinkCreditReportType: doc },
          { Type: 'EQFVantageScore3', CreditScoreType: { riskScore: 701 } },
        ],
      },
    });
    expect(r.kind === 'found' && r.bundleScores).toEqual([{ bureau: 'Equifax', score: { riskScore: 701 } }]);
  });

  it('reports empty input', () => {
    for (const input of [null, undefined, '', '   ', {}, '{}'])
      expect(locateReport(input).kind).toBe('empty');
  });

  it('reports input without a merged report', () => {
    for (const input of [42, 'not json', '[1,2]', [], { foo: 'bar' }, { rawReport: 'oops' }, true]) {
      expect(locateReport(input).kind).toBe('missing');
    }
  });
});

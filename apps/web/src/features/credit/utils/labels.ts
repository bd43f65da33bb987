import type {
  Bureau,
  DecisionTier,
  FundingStrategy,
  ImprovementAction,
  RuleId,
} from '@fundpath/credit-engine';
import { formatCurrency, formatDate } from '@fundpath/credit-engine';

export const BUREAU_SHORT: Record<Bureau, string> = { TransUnion: 'TU', Experian: 'EX', Equifax: 'EQ' };

/** Badge words for a tier. */
export const TIER_LABEL: Record<DecisionTier, string> = {
  approve: 'Approved',
  borderline: 'Borderline',
  decline: 'Declined',
};

export const TIER_TONE = { approve: 'success', borderline: 'warning', decline: 'danger' } as const;

/** What a tier means for the client, as a headline and a next step. */
export const TIER_HEADLINE: Record<DecisionTier, { title: string; text: string }> = {
  approve: {
    title: 'Ready for funding',
    text: 'Your report meets the funding guidelines. Your coach can move you on to funding applications.',
  },
  borderline: {
    title: 'Almost ready',
    text: 'A few fixable items stand between you and funding. The plan below shows exactly what to do.',
  },
  decline: {
    title: 'Not ready for funding yet',
    text: 'Some items on your report would make lenders say no today. Work through the plan below with your coach.',
  },
};

/** Human labels of the funding strategy values (spec §4). */
export const STRATEGY_LABEL: Record<FundingStrategy, string> = {
  ALL_BUREAUS_QUALIFIED: 'All three bureaus qualify',
  APPROVED: 'Approved on every bureau that reported',
  DUAL_BUREAU_QUALIFIED: 'Two bureaus qualify',
  SINGLE_BUREAU_QUALIFIED: 'One bureau qualifies',
  BORDERLINE_FIXABLE: 'Borderline: fixable issues only',
  CREDIT_REPAIR_REQUIRED: 'Credit repair required',
};

export const STRATEGY_TEXT: Record<FundingStrategy, string> = {
  ALL_BUREAUS_QUALIFIED: 'Lenders can pull any bureau. This is the strongest position to apply from.',
  APPROVED: 'Every bureau that returned data qualifies. Unfreeze the others to widen your options.',
  DUAL_BUREAU_QUALIFIED: 'Apply with lenders that pull the two qualifying bureaus while the third is fixed.',
  SINGLE_BUREAU_QUALIFIED:
    'Apply with lenders that pull the qualifying bureau; fix the others to open more doors.',
  BORDERLINE_FIXABLE: 'No bureau qualifies yet, but every problem is fixable with a paydown or by waiting.',
  CREDIT_REPAIR_REQUIRED: 'Negative items need disputing or resolving before lenders will approve funding.',
};

/** Plain-language meaning of each rule, for clients. */
export const RULE_PLAIN: Record<RuleId, { title: string; why: string }> = {
  derogatory_account: {
    title: 'Negative account',
    why: 'An account is marked derogatory, which lenders treat as a serious warning sign.',
  },
  charge_off: {
    title: 'Charged-off account',
    why: 'A creditor wrote off an unpaid debt. Until it is paid or removed, most lenders will decline.',
  },
  collection: {
    title: 'Account in collections',
    why: 'A debt was sent to collections and still shows as unpaid or with a balance.',
  },
  repossession_foreclosure: {
    title: 'Repossession or foreclosure',
    why: 'A repossession, foreclosure or surrender is on file, which blocks most funding.',
  },
  bankruptcy: {
    title: 'Bankruptcy on file',
    why: 'A bankruptcy appears on the report. Lenders decline while it is reported.',
  },
  recent_late_payment: {
    title: 'Late payment in the last 6 months',
    why: 'A payment was reported late recently. Lenders look hardest at the last six months.',
  },
  late_payment_12_months: {
    title: 'Late payment in the last 12 months',
    why: 'A payment was reported late within the past year. It stops counting once it is over 12 months old.',
  },
  high_utilization: {
    title: 'Card balances above 50% of the limit',
    why: 'High balances compared to your limits suggest you rely on credit. Paying down below half fixes it.',
  },
  excessive_inquiries: {
    title: 'Too many recent credit applications',
    why: 'Three or more hard inquiries in two years make lenders cautious. They stop counting after two years.',
  },
  no_bureau_data: {
    title: 'No data from this bureau',
    why: 'This bureau returned nothing (often because the file is frozen), so lenders using it cannot decide.',
  },
};

const money = (n: number) => formatCurrency(n);

/** One improvement step, written for the client (the engine's own text is kept for staff). */
export function describeAction(action: ImprovementAction): { title: string; detail: string } {
  switch (action.type) {
    case 'paydown':
      return {
        title: `Pay ${action.creditor_name} down by ${money(action.amount)}`,
        detail: `Bring the balance to ${money(action.new_balance)} or less (half of the ${money(action.limit)} limit) on account ${action.account_number}.`,
      };
    case 'dispute':
      return {
        title:
          action.target === 'inquiry'
            ? `Dispute the ${action.creditor_name} inquiry`
            : `Dispute ${action.creditor_name}${action.account_number ? ` (${action.account_number})` : ''}`,
        detail: `Because: ${action.reason}`,
      };
    case 'wait':
      return {
        title: `Wait until ${formatDate(action.until)}`,
        detail: `By then ${action.rules.map((r) => RULE_PLAIN[r].title.toLowerCase()).join(' and ')} no longer count${action.rules.length > 1 ? '' : 's'}, as long as nothing new is reported.`,
      };
  }
}

/** Source of a stored report version, in words. */
export function sourceLabel(source: string): string {
  if (source === 'sandbox') return 'Monitoring pull (sandbox)';
  if (source === 'http') return 'Monitoring pull';
  if (source === 'import') return 'Imported file';
  if (source === 'manual') return 'Saved from coaching';
  return source.replace(/[_-]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

import {
  myReferralsResponseSchema,
  type ReferralKind,
  referralProgrammeResponseSchema,
} from '@fundpath/contracts/affiliates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The query of `GET /api/affiliates/me/referrals` as the table keeps it. */
export interface ReferralsFilter {
  kind: ReferralKind | 'all';
  limit: number;
  offset: number;
}

export const referralKeys = {
  mine: (q: ReferralsFilter) => ['affiliates', 'referrals', q.kind, q.limit, q.offset] as const,
  programme: ['affiliates', 'programme'] as const,
};

/** `GET /api/affiliates/me/referrals`: members and specialists who signed up through one's link. */
export function useMyReferrals(q: ReferralsFilter) {
  return useQuery({
    queryKey: referralKeys.mine(q),
    queryFn: () =>
      api.get(
        `/affiliates/me/referrals?kind=${q.kind}&limit=${q.limit}&offset=${q.offset}`,
        myReferralsResponseSchema,
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/referrals/programme` (public): the commission rates the ledger applies today. */
export function useReferralProgramme() {
  return useQuery({
    queryKey: referralKeys.programme,
    queryFn: async () => (await api.get('/referrals/programme', referralProgrammeResponseSchema)).programme,
    staleTime: 10 * 60_000,
  });
}

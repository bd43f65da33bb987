import {
  adminMemberListResponseSchema,
  type MemberSort,
  type MemberStatus,
} from '@fundpath/contracts/marketplace';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { marketplaceAdminKeys } from './keys';

export interface MemberFilters {
  q?: string;
  status?: MemberStatus;
  sort?: MemberSort;
  page: number;
  per_page: number;
}

/** The request path of a members page (empty filters left out). */
export const memberListPath = (filters: MemberFilters) =>
  `/admin/marketplace/members${toQuery({ ...filters })}`;

/** `GET /api/admin/marketplace/members`: members with their bookings' counts and total paid. */
export const useMemberPage = (filters: MemberFilters) =>
  useQuery({
    queryKey: [...marketplaceAdminKeys.members(), filters],
    queryFn: () => api.get(memberListPath(filters), adminMemberListResponseSchema),
    placeholderData: keepPreviousData,
  });

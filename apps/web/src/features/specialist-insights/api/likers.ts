import { likersResponseSchema } from '@fundpath/contracts/marketplace';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQuery } from '@/lib/query-string';
import { specialistInsightsKeys } from './keys';

export const LIKERS_PER_PAGE = 20;

/** `GET /api/marketplace/specialists/me/likers`: who liked the specialist (first name + initial), counts. */
export const useMyLikers = (offset: number) =>
  useQuery({
    queryKey: specialistInsightsKeys.likers(offset),
    queryFn: () =>
      api.get(
        `/marketplace/specialists/me/likers${toQuery({ limit: LIKERS_PER_PAGE, offset })}`,
        likersResponseSchema,
      ),
    placeholderData: keepPreviousData,
  });

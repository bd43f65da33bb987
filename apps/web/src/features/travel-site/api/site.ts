import {
  mySiteResponseSchema,
  mySiteSavedResponseSchema,
  packageListResponseSchema,
  type TravelSite,
  type TravelSiteInput,
} from '@fundpath/contracts/travel';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const travelSiteKeys = {
  all: ['travel-site'] as const,
  mine: ['travel-site', 'mine'] as const,
  packages: ['travel-site', 'packages'] as const,
};

/** The most packages the public list answers in one page (packageListQuerySchema). */
const PACKAGES_PER_PAGE = 60;

/** `GET /api/travel/site`: the earner's travel site (the server makes their code on first use). */
export function useMySite() {
  return useQuery({
    queryKey: travelSiteKeys.mine,
    queryFn: async (): Promise<TravelSite> => (await api.get('/travel/site', mySiteResponseSchema)).site,
  });
}

/** `PUT /api/travel/site`: saves it; the answer is the site as stored, with the server's message. */
export function useSaveSite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TravelSiteInput) => api.put('/travel/site', body, mySiteSavedResponseSchema),
    onSuccess: ({ site }) => {
      qc.setQueryData(travelSiteKeys.mine, site);
      // The commission dashboard shows the same code and links.
      void qc.invalidateQueries({ queryKey: ['affiliates'] });
    },
  });
}

/**
 * `POST /api/travel/site/photo` (multipart `file`): the server checks, squares and stores it and
 * saves it on the site at once; the answer is the site as stored.
 */
export function useUploadSitePhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post('/travel/site/photo', form, mySiteSavedResponseSchema, { attempts: 1 });
    },
    onSuccess: ({ site }) => qc.setQueryData(travelSiteKeys.mine, site),
  });
}

/** `GET /api/travel/packages`: the bookable packages an earner may feature, by title. */
export function usePackageOptions() {
  return useQuery({
    queryKey: travelSiteKeys.packages,
    queryFn: () =>
      api.get(`/travel/packages?per_page=${PACKAGES_PER_PAGE}&sort=title`, packageListResponseSchema),
    staleTime: 5 * 60_000,
  });
}

import { type Banner, endpoints, type MallBanner } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useLocale } from '../../../shared/hooks/use-locale';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export const bannerKey = ['sysAdmin', 'banner'] as const;

export interface BannerFilter {
  title?: string;
  enabled?: 'true' | 'false';
}

/** GET /sys/banner/page. */
export function fetchBannerPage(
  { page, limit, title, enabled }: PageParams & BannerFilter,
  signal?: AbortSignal,
): Promise<PageData<Banner>> {
  return api(endpoints.sysAdmin.bannerPage, { query: { page, limit, title, enabled }, signal });
}

export interface BannerValues {
  titleZhCn: string;
  titleZhTw: string;
  titleEnUs: string;
  image: string;
  link: string;
  sort: number;
  startAt: string | null;
  endAt: string | null;
  enabled: boolean;
}

/** POST /sys/banner (new) or PUT /sys/banner (with id). */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: BannerValues }) =>
      id
        ? api(endpoints.sysAdmin.updateBanner, { body: { id: Number(id), ...values } })
        : api(endpoints.sysAdmin.saveBanner, { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerKey }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.sysAdmin.deleteBanners, { body: { ids: [Number(id)] } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerKey }),
  });
}

/** POST /sys/banner/upload: answers the key to save and the URL to show. */
export function uploadBannerImage(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  return api(endpoints.sysAdmin.uploadBannerImage, { body: form as never, long: true });
}

/** GET /server/mall/banners: what the mall's carousel shows now, in the page's language. */
export function useMallBanners() {
  const locale = useLocale();
  return useQuery<MallBanner[]>({
    queryKey: [...bannerKey, 'mall', locale],
    queryFn: ({ signal }) => api(endpoints.sysAdmin.mallBanners, { signal }),
    staleTime: 60_000,
  });
}

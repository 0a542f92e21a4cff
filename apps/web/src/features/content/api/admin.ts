import { type content, endpoints } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useLocale } from '../../../shared/hooks/use-locale';
import type { PageParams } from '../../../shared/ui/page-table';
import { contentKey } from './keys';

const e = endpoints.content;

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKey });
}

// --- channels ---------------------------------------------------------------------------------------------

export function useChannelTree() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...contentKey, 'channelTree', locale],
    queryFn: ({ signal }) => api(e.channelTree, { signal }),
  });
}

export function useSaveChannel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: content.ChannelInput & { id?: string }) =>
      id ? api(e.updateChannel, { body: { ...body, id: Number(id) } }) : api(e.createChannel, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteChannel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api(e.deleteChannel, { query: { id: Number(id) } }),
    onSuccess: invalidate,
  });
}

// --- articles ---------------------------------------------------------------------------------------------

export interface ArticleFilter {
  scode?: string;
  lang?: content.ArticleSummary['lang'];
  status?: 0 | 1;
  keyword?: string;
}

export const articlePageKey = [...contentKey, 'articlePage'] as const;

export function fetchArticlePage(params: PageParams & ArticleFilter, signal?: AbortSignal) {
  const { page, limit, scode, lang, status, keyword } = params;
  return api(e.articlePage, { query: { page, limit, scode, lang, status, keyword }, signal });
}

export function useArticleInfo(id?: string) {
  return useQuery({
    queryKey: [...contentKey, 'articleInfo', id],
    queryFn: ({ signal }) => api(e.articleInfo, { query: { id: Number(id) }, signal }),
    enabled: !!id,
    gcTime: 0,
  });
}

export function useSaveArticle() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: content.ArticleInput & { id?: string }) =>
      id ? api(e.updateArticle, { body: { ...body, id: Number(id) } }) : api(e.createArticle, { body }),
    onSuccess: invalidate,
  });
}

export function usePublishArticles() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: 0 | 1 }) =>
      api(e.publishArticle, { body: { ids: ids.map(Number), status } }),
    onSuccess: invalidate,
  });
}

export function useDeleteArticles() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: string[]) => api(e.deleteArticles, { body: { ids: ids.map(Number) } }),
    onSuccess: invalidate,
  });
}

/** Uploads an image or PDF for an article; answers its URL. */
export function uploadContentFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api(e.upload, { body: form as never, long: true });
}

// --- footer -----------------------------------------------------------------------------------------------

export interface FooterFilter {
  pid?: number;
  name?: string;
}

export const footerPageKey = [...contentKey, 'footerPage'] as const;

export function fetchFooterPage(params: PageParams & FooterFilter, signal?: AbortSignal) {
  const { page, limit, pid, name } = params;
  return api(e.footerPage, { query: { page, limit, pid, name }, signal });
}

/** The columns (for the parent picker). */
export function useFooterColumns() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...contentKey, 'footerColumns', locale],
    queryFn: ({ signal }) => api(e.footerPage, { query: { page: 1, limit: 100, pid: 0 }, signal }),
  });
}

export function useFooterInfo(id?: string) {
  return useQuery({
    queryKey: [...contentKey, 'footerInfo', id],
    queryFn: ({ signal }) => api(e.footerDetail, { query: { id: Number(id) }, signal }),
    enabled: !!id,
    gcTime: 0,
  });
}

export function useSaveFooter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: content.FooterClassInput & { id?: string }) =>
      id
        ? api(e.updateFooterClass, { body: { ...body, id: Number(id) } })
        : api(e.createFooterClass, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteFooter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api(e.deleteFooterClass, { query: { id: Number(id) } }),
    onSuccess: invalidate,
  });
}

// --- agreements -------------------------------------------------------------------------------------------

export const agreementPageKey = [...contentKey, 'agreementPage'] as const;

export function fetchAgreementPage(params: PageParams & { title?: string }, signal?: AbortSignal) {
  const { page, limit, title } = params;
  return api(e.agreementPage, { query: { page, limit, title }, signal });
}

export function useAgreementInfo(id?: string) {
  return useQuery({
    queryKey: [...contentKey, 'agreementInfo', id],
    queryFn: ({ signal }) => api(e.agreementDetail, { query: { id: Number(id) }, signal }),
    enabled: !!id,
    gcTime: 0,
  });
}

export function useSaveAgreement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: content.AgreementInput & { id?: string }) =>
      id ? api(e.updateAgreement, { body: { ...body, id: Number(id) } }) : api(e.createAgreement, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteAgreement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api(e.deleteAgreement, { query: { id: Number(id) } }),
    onSuccess: invalidate,
  });
}

// --- submissions ------------------------------------------------------------------------------------------

export interface SubmissionFilter {
  kind?: content.SubmissionKind;
  status?: 0 | 1;
  keyword?: string;
}

export const submissionPageKey = [...contentKey, 'submissionPage'] as const;

export function fetchSubmissionPage(params: PageParams & SubmissionFilter, signal?: AbortSignal) {
  const { page, limit, kind, status, keyword } = params;
  return api(e.submissionPage, { query: { page, limit, kind, status, keyword }, signal });
}

export function useHandleSubmission() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, remark }: { id: string; remark: string }) =>
      api(e.handleSubmission, { body: { id: Number(id), remark } }),
    onSuccess: invalidate,
  });
}

// --- notices (operator) -----------------------------------------------------------------------------------

export interface NoticeFilter {
  title?: string;
  type?: number;
  status?: 0 | 1;
}

export const noticePageKey = [...contentKey, 'noticePage'] as const;

export function fetchNoticePage(params: PageParams & NoticeFilter, signal?: AbortSignal) {
  const { page, limit, title, type, status } = params;
  return api(e.noticePage, { query: { page, limit, title, type, status }, signal });
}

export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: content.NoticeInput & { id?: string }) =>
      id ? api(e.updateNotice, { body: { ...body, id: Number(id) } }) : api(e.createNotice, { body }),
    // Sending a notice changes the operator's own unread count too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}

export function useDeleteNotices() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: string[]) => api(e.deleteNotices, { body: { ids: ids.map(Number) } }),
    onSuccess: invalidate,
  });
}

import { endpoints, type Locale, type messaging } from '@datamall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { PageParams } from '../../../shared/ui/page-table';

const e = endpoints.messaging;

/** Cache keys of the feature; every mutation invalidates `messagingKey`. */
export const messagingKey = ['messaging'] as const;

export type Channel = 'mail' | 'sms';

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messagingKey });
}

// --- configuration -------------------------------------------------------------------------------------------

export function useMailConfig() {
  return useQuery({
    queryKey: [...messagingKey, 'mailConfig'],
    queryFn: ({ signal }) => api(e.getMailConfig, { signal }),
  });
}

export function useSaveMailConfig() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: messaging.MailConfigInput) => api(e.saveMailConfig, { body }),
    onSuccess: invalidate,
  });
}

export function useTestMail() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: messaging.MailConfigInput & { to: string }) => api(e.testMail, { body }),
    onSettled: invalidate,
  });
}

export function useSmsConfig() {
  return useQuery({
    queryKey: [...messagingKey, 'smsConfig'],
    queryFn: ({ signal }) => api(e.getSmsConfig, { signal }),
  });
}

export function useSaveSmsConfig() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: messaging.SmsConfigInput) => api(e.saveSmsConfig, { body }),
    onSuccess: invalidate,
  });
}

export function useTestSms() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { config: messaging.SmsConfigInput; mobile: string }) => api(e.testSms, { body }),
    onSettled: invalidate,
  });
}

// --- templates -----------------------------------------------------------------------------------------------

export interface TemplateFilter {
  code?: string;
  name?: string;
}

export type TemplateRow = messaging.MailTemplate | messaging.SmsTemplate;

export const templatePageKey = (channel: Channel) => [...messagingKey, channel, 'templates'] as const;

export function fetchTemplatePage(channel: Channel) {
  return (params: PageParams & TemplateFilter, signal?: AbortSignal) => {
    const query = { page: params.page, limit: params.limit, code: params.code, name: params.name };
    return channel === 'mail'
      ? api(e.mailTemplatePage, { query, signal })
      : api(e.smsTemplatePage, { query, signal });
  };
}

export type TemplateInput =
  | ({ channel: 'mail'; id?: string } & messaging.MailTemplateInput)
  | ({ channel: 'sms'; id?: string } & messaging.SmsTemplateInput);

export function useSaveTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TemplateInput): Promise<TemplateRow> => {
      if (input.channel === 'mail') {
        const { channel: _c, id, ...body } = input;
        return id
          ? api(e.updateMailTemplate, { body: { ...body, id: Number(id) } })
          : api(e.createMailTemplate, { body });
      }
      const { channel: _c, id, ...body } = input;
      return id
        ? api(e.updateSmsTemplate, { body: { ...body, id: Number(id) } })
        : api(e.createSmsTemplate, { body });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteTemplates(channel: Channel) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api(channel === 'mail' ? e.deleteMailTemplates : e.deleteSmsTemplates, {
        body: { ids: ids.map(Number) },
      }),
    onSuccess: invalidate,
  });
}

// --- logs ----------------------------------------------------------------------------------------------------

export interface LogFilter {
  receiver?: string;
  templateCode?: string;
  status?: number;
  startDate?: string;
  endDate?: string;
}

export type LogRow = messaging.MailLog | messaging.SmsLog;

export const logPageKey = (channel: Channel) => [...messagingKey, channel, 'logs'] as const;

export function fetchLogPage(channel: Channel) {
  return (params: PageParams & LogFilter, signal?: AbortSignal) => {
    const { page, limit, receiver, templateCode, status, startDate, endDate } = params;
    const query = { page, limit, receiver, templateCode, status, startDate, endDate };
    return channel === 'mail' ? api(e.mailLogPage, { query, signal }) : api(e.smsLogPage, { query, signal });
  };
}

export function useResend(channel: Channel) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api(channel === 'mail' ? e.resendMail : e.resendSms, { body: { ids: ids.map(Number) } }),
    onSettled: invalidate,
  });
}

export function useDeleteLogs(channel: Channel) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api(channel === 'mail' ? e.deleteMailLogs : e.deleteSmsLogs, { body: { ids: ids.map(Number) } }),
    onSuccess: invalidate,
  });
}

// --- the user's own notification language --------------------------------------------------------------------

export const messageLocaleKey = [...messagingKey, 'locale'] as const;

export function useMessageLocale() {
  return useQuery({
    queryKey: messageLocaleKey,
    queryFn: ({ signal }) => api(e.getMessageLocale, { signal }),
  });
}

export function useSaveMessageLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) => api(e.saveMessageLocale, { body: { locale } }),
    onSuccess: (_data, locale) => queryClient.setQueryData(messageLocaleKey, { locale }),
  });
}

import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { pathId, withFastifyParams } from '../../platform/path-params.js';
import { requestLocale } from '../../platform/request-context.js';
import {
  toMailConfig,
  toMailLog,
  toMailTemplate,
  toSmsConfig,
  toSmsLog,
  toSmsTemplate,
} from './messaging.presenter.js';
import type { MessagingService } from './messaging.service.js';

const e = endpoints.messaging;

/** Mail and SMS of the administration console (operator), and the language a user's messages are written in. */
export function registerMessagingRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: MessagingService,
  serverSmsProvider: string,
) {
  registerMailRoutes(app, gate, service);
  registerSmsRoutes(app, gate, service, serverSmsProvider);
  bindEndpoint(app, gate, e.getMessageLocale, async (ctx) => ({
    locale: await service.getLocale(requireActor(ctx).userId),
  }));
  bindEndpoint(app, gate, e.saveMessageLocale, async (ctx) => {
    await service.saveLocale(requireActor(ctx).userId, ctx.body.locale);
    return null;
  });
}

function registerMailRoutes(app: FastifyInstance, gate: Gatekeeper, service: MessagingService) {
  bindEndpoint(app, gate, e.getMailConfig, async () => toMailConfig(await service.getMailConfig()));
  bindEndpoint(app, gate, e.saveMailConfig, async (ctx) =>
    toMailConfig(await service.saveMailConfig(ctx.body)),
  );
  bindEndpoint(app, gate, e.testMail, async (ctx) => service.testMail(ctx.body, requestLocale(ctx.req)));
  bindEndpoint(app, gate, e.mailTemplatePage, async (ctx) => {
    const { page, limit, ...filter } = ctx.query;
    const result = await service.pageMailTemplates({ page, limit }, filter);
    return { total: result.total, list: result.list.map(toMailTemplate) };
  });
  bindEndpoint(app, gate, withFastifyParams(e.mailTemplateInfo), async (ctx) =>
    toMailTemplate(await service.getMailTemplate(pathId(ctx.req))),
  );
  bindEndpoint(app, gate, e.createMailTemplate, async (ctx) =>
    toMailTemplate(await service.createMailTemplate(ctx.body)),
  );
  bindEndpoint(app, gate, e.updateMailTemplate, async (ctx) => {
    const { id, ...input } = ctx.body;
    return toMailTemplate(await service.updateMailTemplate(id, input));
  });
  bindEndpoint(app, gate, e.deleteMailTemplates, async (ctx) => {
    await service.deleteMailTemplates(ctx.body.ids);
    return null;
  });
  bindEndpoint(app, gate, e.mailLogPage, async (ctx) => {
    const { page, limit, ...filter } = ctx.query;
    const result = await service.pageMailLogs({ page, limit }, filter);
    return { total: result.total, list: result.list.map(toMailLog) };
  });
  bindEndpoint(app, gate, e.resendMail, async (ctx) => service.resend('mail', ctx.body.ids));
  bindEndpoint(app, gate, e.deleteMailLogs, async (ctx) => {
    await service.deleteLogs('mail', ctx.body.ids);
    return null;
  });
}

function registerSmsRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: MessagingService,
  serverSmsProvider: string,
) {
  bindEndpoint(app, gate, e.getSmsConfig, async () =>
    toSmsConfig(await service.getSmsConfig(), serverSmsProvider),
  );
  bindEndpoint(app, gate, e.saveSmsConfig, async (ctx) =>
    toSmsConfig(await service.saveSmsConfig(ctx.body), serverSmsProvider),
  );
  bindEndpoint(app, gate, e.testSms, async (ctx) =>
    service.testSms(ctx.body.config, ctx.body.mobile, requestLocale(ctx.req)),
  );
  bindEndpoint(app, gate, e.smsTemplatePage, async (ctx) => {
    const { page, limit, ...filter } = ctx.query;
    const result = await service.pageSmsTemplates({ page, limit }, filter);
    return { total: result.total, list: result.list.map(toSmsTemplate) };
  });
  bindEndpoint(app, gate, withFastifyParams(e.smsTemplateInfo), async (ctx) =>
    toSmsTemplate(await service.getSmsTemplate(pathId(ctx.req))),
  );
  bindEndpoint(app, gate, e.createSmsTemplate, async (ctx) =>
    toSmsTemplate(await service.createSmsTemplate(ctx.body)),
  );
  bindEndpoint(app, gate, e.updateSmsTemplate, async (ctx) => {
    const { id, ...input } = ctx.body;
    return toSmsTemplate(await service.updateSmsTemplate(id, input));
  });
  bindEndpoint(app, gate, e.deleteSmsTemplates, async (ctx) => {
    await service.deleteSmsTemplates(ctx.body.ids);
    return null;
  });
  bindEndpoint(app, gate, e.smsLogPage, async (ctx) => {
    const { page, limit, ...filter } = ctx.query;
    const result = await service.pageSmsLogs({ page, limit }, filter);
    return { total: result.total, list: result.list.map(toSmsLog) };
  });
  bindEndpoint(app, gate, e.resendSms, async (ctx) => service.resend('sms', ctx.body.ids));
  bindEndpoint(app, gate, e.deleteSmsLogs, async (ctx) => {
    await service.deleteLogs('sms', ctx.body.ids);
    return null;
  });
}

import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { receiveFile } from '../../platform/multipart.js';
import type { CommunityService } from './community.service.js';

/** The developer community: public reading, the authors' articles and columns, the operator's take-downs. */
export function registerCommunityRoutes(app: FastifyInstance, gate: Gatekeeper, service: CommunityService) {
  const e = endpoints.community;
  bindEndpoint(app, gate, e.articles, (ctx) => service.publicArticles(ctx.query));
  bindEndpoint(app, gate, e.article, (ctx) => service.readArticle(ctx.query.id, ctx.req.ip));
  bindEndpoint(app, gate, e.columns, (ctx) => {
    const { page, limit, ...filter } = ctx.query;
    return service.publicColumns({ page, limit }, filter);
  });
  bindEndpoint(app, gate, e.column, (ctx) => service.publicColumn(ctx.query.id));

  bindEndpoint(app, gate, e.myArticles, (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.myArticles(requireActor(ctx), { page, limit }, filter);
  });
  bindEndpoint(app, gate, e.myArticle, (ctx) => service.myArticle(requireActor(ctx), ctx.query.id));
  bindEndpoint(app, gate, e.saveArticle, (ctx) => service.saveArticle(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, e.submitArticle, (ctx) => service.submitArticle(requireActor(ctx), ctx.body.id));
  bindEndpoint(app, gate, e.withdrawArticle, (ctx) =>
    service.withdrawArticle(requireActor(ctx), ctx.body.id),
  );
  bindEndpoint(app, gate, e.deleteArticle, (ctx) => service.deleteArticle(requireActor(ctx), ctx.body.id));

  bindEndpoint(app, gate, e.myColumns, (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.myColumns(requireActor(ctx), { page, limit }, filter);
  });
  bindEndpoint(app, gate, e.myColumn, (ctx) => service.myColumn(requireActor(ctx), ctx.query.id));
  bindEndpoint(app, gate, e.saveColumn, (ctx) => service.saveColumn(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, e.submitColumn, (ctx) => service.submitColumn(requireActor(ctx), ctx.body.id));
  bindEndpoint(app, gate, e.withdrawColumn, (ctx) => service.withdrawColumn(requireActor(ctx), ctx.body.id));
  bindEndpoint(app, gate, e.deleteColumn, (ctx) => service.deleteColumn(requireActor(ctx), ctx.body.id));

  bindEndpoint(app, gate, e.upload, async (ctx) => {
    const file = await receiveFile(ctx.req);
    return service.upload(file.file);
  });

  bindEndpoint(app, gate, e.adminArticles, (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.adminArticles({ page, limit }, filter);
  });
  bindEndpoint(app, gate, e.adminArticle, (ctx) => service.adminArticle(ctx.query.id));
  bindEndpoint(app, gate, e.adminColumns, (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.adminColumns({ page, limit }, filter);
  });
  bindEndpoint(app, gate, e.adminColumn, (ctx) => service.adminColumn(ctx.query.id));
  bindEndpoint(app, gate, e.takeDown, (ctx) => service.takeDown(ctx.body.kind, ctx.body.id, ctx.body.reason));
}

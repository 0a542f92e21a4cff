import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { requestLocale } from '../../platform/request-context.js';
import type { StatisticsService } from './statistics.service.js';

/** The operator's statistics (spec §7.9) and the other roles' homes: each caller's own figures. */
export function registerStatisticsRoutes(app: FastifyInstance, gate: Gatekeeper, service: StatisticsService) {
  const e = endpoints.statistics;
  bindEndpoint(app, gate, e.queryDatasource, () => service.datasourceOverview());
  bindEndpoint(app, gate, e.queryItem, () => service.itemOverview());
  bindEndpoint(app, gate, e.queryTransaction, () => service.transactionOverview());
  bindEndpoint(app, gate, e.goodsQuantity, () => service.goodsQuantity());
  bindEndpoint(app, gate, e.userQuantity, () => service.userQuantity());
  bindEndpoint(app, gate, e.monitorState, () => service.monitor());
  bindEndpoint(app, gate, e.toDoList, (ctx) =>
    service.todoSummary(requireActor(ctx), requestLocale(ctx.req)),
  );
  bindEndpoint(app, gate, e.queryOrderByMonth, (ctx) => service.ordersByMonth(ctx.body.months));
  bindEndpoint(app, gate, e.queryServiceCountByMonth, (ctx) => service.serviceCountByMonth(ctx.body.months));
  bindEndpoint(app, gate, e.queryPriceByMonth, (ctx) => service.priceByMonth(ctx.body.months));
  bindEndpoint(app, gate, e.querySumItemOrder, (ctx) => service.topGoods(ctx.body));
  bindEndpoint(app, gate, e.queryCompanyPriceOrder, (ctx) =>
    service.topCompanies(ctx.query.type, ctx.query.range),
  );

  const h = endpoints.roleHome;
  bindEndpoint(app, gate, h.supplier, (ctx) => service.supplierHome(requireActor(ctx)));
  bindEndpoint(app, gate, h.supplierMonthly, (ctx) =>
    service.supplierMonthly(requireActor(ctx), ctx.query.months),
  );
  bindEndpoint(app, gate, h.supplierStorage, (ctx) => service.supplierStorage(requireActor(ctx)));
  bindEndpoint(app, gate, h.developer, (ctx) => service.developerHome(requireActor(ctx)));
  bindEndpoint(app, gate, h.developerMonthly, (ctx) =>
    service.developerMonthly(requireActor(ctx), ctx.query.months),
  );
  bindEndpoint(app, gate, h.consumer, (ctx) => service.consumerHome(requireActor(ctx)));
  bindEndpoint(app, gate, h.consumerMonthly, (ctx) =>
    service.consumerMonthly(requireActor(ctx), ctx.query.months),
  );
}

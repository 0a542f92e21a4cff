import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint } from '../../platform/http.js';
import {
  toClassification,
  toClassificationNode,
  toClassTag,
  toFreeTag,
  toSecurityLevel,
} from './catalog.presenter.js';
import type { CatalogService } from './catalog.service.js';

/** §7.7: classifications and their tags, free tags, security grades. */
export function registerCatalogRoutes(app: FastifyInstance, gate: Gatekeeper, catalog: CatalogService) {
  const e = endpoints.catalog;

  bindEndpoint(app, gate, e.querySourceClassification, async ({ body }) => {
    const page = await catalog.pageTree(body, body);
    return { total: page.total, list: page.list.map(toClassificationNode) };
  });
  bindEndpoint(app, gate, e.addSourceClassification, async ({ body }) =>
    toClassification(await catalog.create(body.classify, body)),
  );
  bindEndpoint(app, gate, e.updateSourceClassification, async ({ body }) =>
    toClassification(await catalog.update(body.id, body)),
  );
  bindEndpoint(app, gate, e.deleteSourceClassification, async ({ query }) => {
    await catalog.remove(query.id);
    return null;
  });
  bindEndpoint(app, gate, e.queryAll, async ({ query }) => {
    const tree = await catalog.tree(query.classify, {
      itemType: query.itemType,
      brandId: query.brandId,
      withDisabled: query.withDisabled === 1,
    });
    return tree.map(toClassificationNode);
  });
  bindEndpoint(app, gate, e.traditionalNames, async () => catalog.traditionalNames());
  bindEndpoint(app, gate, e.queryCategoryAll, async ({ query }) => {
    const found = await catalog.category(query.categoryId);
    return {
      node: toClassification(found.node),
      path: found.path.map(toClassification),
      children: found.children.map(toClassification),
    };
  });

  bindEndpoint(app, gate, e.addClassTag, async ({ body }) => toClassTag(await catalog.addTag(body)));
  bindEndpoint(app, gate, e.updateClassTag, async ({ body }) =>
    toClassTag(await catalog.updateTag(body.id, body)),
  );
  bindEndpoint(app, gate, e.deleteClassTag, async ({ query }) => {
    await catalog.removeTag(query.id);
    return null;
  });
  bindEndpoint(app, gate, e.queryAllTags, async ({ query }) =>
    (await catalog.listTags(query)).map(toClassTag),
  );

  bindEndpoint(app, gate, e.queryTagsById, async ({ query }) =>
    (await catalog.freeTagsById(query.id.split(',').map(Number))).map(toFreeTag),
  );
  bindEndpoint(app, gate, e.likeTagName, async ({ body }) =>
    (await catalog.likeFreeTags(body.name)).map(toFreeTag),
  );
  bindEndpoint(app, gate, e.addFreeTag, async ({ body }) => toFreeTag(await catalog.addFreeTag(body)));
  bindEndpoint(app, gate, e.updateFreeTag, async ({ body }) =>
    toFreeTag(await catalog.updateFreeTag(body.id, body)),
  );
  bindEndpoint(app, gate, e.deleteFreeTag, async ({ query }) => {
    await catalog.removeFreeTag(query.id);
    return null;
  });

  bindEndpoint(app, gate, e.querySecurityLevelPage, async ({ body }) => {
    const page = await catalog.pageSecurityLevels(body, body);
    return { total: page.total, list: page.list.map(toSecurityLevel) };
  });
  bindEndpoint(app, gate, e.addSecurityLevel, async ({ body }) =>
    toSecurityLevel(await catalog.addSecurityLevel(body)),
  );
  bindEndpoint(app, gate, e.updateSecurityLevel, async ({ body }) =>
    toSecurityLevel(await catalog.updateSecurityLevel(body.id, body)),
  );
  bindEndpoint(app, gate, e.queryAllSecurityLevel, async () =>
    (await catalog.securityLevels()).map(toSecurityLevel),
  );
  bindEndpoint(app, gate, e.deleteSecurityLevel, async ({ query }) => {
    await catalog.removeSecurityLevel(query.id);
    return null;
  });
}

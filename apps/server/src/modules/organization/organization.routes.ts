import type { RoleType } from '@datamall/contract';
import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { pathId, withFastifyParams } from '../../platform/path-params.js';
import type { Actor } from '../../platform/request-context.js';
import type { AccessService } from '../access/access.service.js';
import type { OrganizationService, StaffLimits } from './organization.service.js';
import type { StaffService } from './staff.service.js';

const e = endpoints.organization;

export function registerOrganizationRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  s: { organization: OrganizationService; staff: StaffService; access: AccessService },
) {
  registerDeptRoutes(app, gate, s.organization);
  const limitsOf = async (actor: Actor): Promise<StaffLimits | undefined> => {
    const menus = await s.access.grantableMenus(actor);
    return menus && { menus, scope: await s.organization.ownScope(actor.userId) };
  };
  registerPostAndRoleRoutes(app, gate, s.organization, limitsOf);
  registerStaffRoutes(app, gate, s.staff, limitsOf);
  registerMenuRoutes(app, gate, s.access);
}

function registerDeptRoutes(app: FastifyInstance, gate: Gatekeeper, org: OrganizationService) {
  bindEndpoint(app, gate, e.deptList, async () => org.deptTree());
  bindEndpoint(app, gate, withFastifyParams(e.deptInfo), async (ctx) => org.deptInfo(pathId(ctx.req)));
  bindEndpoint(app, gate, e.deptSave, async (ctx) => org.createDept(ctx.body));
  bindEndpoint(app, gate, e.deptUpdate, async (ctx) => org.updateDept(ctx.body));
  bindEndpoint(app, gate, withFastifyParams(e.deptDelete), async (ctx) => org.deleteDept(pathId(ctx.req)));
}

/** What a staff caller may hand out; undefined for the built-in operator. */
type LimitsOf = (actor: Actor) => Promise<StaffLimits | undefined>;

function registerPostAndRoleRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  org: OrganizationService,
  limitsOf: LimitsOf,
) {
  bindEndpoint(app, gate, e.postPage, async ({ query: { page, limit, ...filter } }) =>
    org.pagePosts({ page, limit }, filter),
  );
  bindEndpoint(app, gate, e.postList, async () => org.activePosts());
  bindEndpoint(app, gate, e.postSave, async (ctx) => org.createPost(ctx.body));
  bindEndpoint(app, gate, e.postUpdate, async (ctx) => org.updatePost(ctx.body));
  bindEndpoint(app, gate, e.postDelete, async (ctx) => org.deletePosts(ctx.body));
  bindEndpoint(app, gate, e.rolePage, async ({ query: { page, limit, ...filter } }) =>
    org.pageRoles({ page, limit }, filter),
  );
  bindEndpoint(app, gate, e.roleList, async () => org.allRoles());
  bindEndpoint(app, gate, withFastifyParams(e.roleInfo), async (ctx) => org.roleInfo(pathId(ctx.req)));
  bindEndpoint(app, gate, e.roleSave, async (ctx) =>
    org.createRole(ctx.body, await limitsOf(requireActor(ctx))),
  );
  bindEndpoint(app, gate, e.roleUpdate, async (ctx) =>
    org.updateRole(ctx.body, await limitsOf(requireActor(ctx))),
  );
  bindEndpoint(app, gate, e.roleDelete, async (ctx) =>
    org.deleteRoles(ctx.body, await limitsOf(requireActor(ctx))),
  );
}

function registerStaffRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  staff: StaffService,
  limitsOf: LimitsOf,
) {
  bindEndpoint(app, gate, e.staffPage, async (ctx) => {
    const { page, limit, ...filter } = ctx.query;
    return staff.page(requireActor(ctx), { page, limit }, filter);
  });
  bindEndpoint(app, gate, withFastifyParams(e.staffInfo), async (ctx) =>
    staff.info(requireActor(ctx), pathId(ctx.req)),
  );
  bindEndpoint(app, gate, e.staffSave, async (ctx) =>
    staff.create(ctx.body, await limitsOf(requireActor(ctx))),
  );
  bindEndpoint(app, gate, e.staffUpdate, async (ctx) => {
    const actor = requireActor(ctx);
    return staff.update(actor, ctx.body, await limitsOf(actor));
  });
  bindEndpoint(app, gate, e.staffResetPassword, async (ctx) => {
    const actor = requireActor(ctx);
    return staff.resetPassword(actor, ctx.body.id, ctx.body.password, await limitsOf(actor));
  });
  bindEndpoint(app, gate, e.onlinePage, async (ctx) => {
    const { page, limit, ...filter } = ctx.query;
    return staff.onlinePage(requireActor(ctx), { page, limit }, filter);
  });
  bindEndpoint(app, gate, e.onlineLogout, async (ctx) => {
    const actor = requireActor(ctx);
    return staff.endSession(actor, ctx.body.id, await limitsOf(actor));
  });
}

function registerMenuRoutes(app: FastifyInstance, gate: Gatekeeper, access: AccessService) {
  bindEndpoint(app, gate, e.menuList, async (ctx) => access.menuList(ctx.query.roleType as RoleType));
  bindEndpoint(app, gate, withFastifyParams(e.menuInfo), async (ctx) => access.menuInfo(pathId(ctx.req)));
  bindEndpoint(app, gate, e.menuSave, async (ctx) => access.createMenu(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, e.menuUpdate, async (ctx) => access.updateMenu(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, withFastifyParams(e.menuDelete), async (ctx) =>
    access.deleteMenu(requireActor(ctx), pathId(ctx.req)),
  );
}

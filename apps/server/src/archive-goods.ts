import { randomBytes } from 'node:crypto';
import { archives } from '@datamall/contract';
import type { ArchiveQueryName } from '@datamall/contract/vehicle-archive';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { approveOpenReviews, caller, createGood, type DemoGood, findNode, type Node } from './demo-goods.js';
import samples from './modules/archives/archive-samples.json' with { type: 'json' };
import type { ArchiveService } from './modules/archives/archives.service.js';
import type { AccountService } from './modules/identity/account.service.js';
import * as identity from './modules/identity/identity.repository.js';
import { sysUser } from './modules/identity/identity.table.js';
import type { SessionService } from './modules/identity/session.service.js';
import type { Db } from './platform/db.js';

/**
 * The platform's own vehicle-archive shop: a developer account of the platform (`platform_archives`, no usable
 * password) whose nine API goods answer the archive queries from the archive upstream through the gateway. Made
 * on every start that finds a query without its good (production too: the public archive pages need them), through
 * the API like any developer's goods, and approved by a super administrator.
 */

export const ARCHIVE_ACCOUNT = 'platform_archives';

interface ArchiveGoodSeed {
  query: ArchiveQueryName;
  name: string;
  summary: string;
  /** yuan per query (pay as you go) and per pack of 100. */
  price: string;
  pack: string;
}

const GOODS: ArchiveGoodSeed[] = [
  {
    query: 'price',
    name: '车辆价格查询 API',
    summary: '按 VIN 或车牌查询车辆的厂商指导价、逐年残值与当前估值，以及累计折旧。',
    price: '5',
    pack: '400',
  },
  {
    query: 'maintenance',
    name: '车辆维修保养记录查询 API',
    summary: '按 VIN 或车牌查询车辆的维修保养记录：日期、里程、维修厂与项目，以及年均行驶里程。',
    price: '8',
    pack: '650',
  },
  {
    query: 'parameterConfiguration',
    name: '车辆参数配置查询 API',
    summary: '按 VIN 或车牌查询车型参数配置：品牌、车系、年款、车身、动力、变速箱、尺寸、整备质量与电池。',
    price: '2',
    pack: '150',
  },
  {
    query: 'annualInspection',
    name: '车辆年检记录查询 API',
    summary: '按 VIN 或车牌查询历年年检记录与各检验项目结果、未通过次数，以及下次年检到期日。',
    price: '5',
    pack: '400',
  },
  {
    query: 'violationPoints',
    name: '车辆违章扣分查询 API',
    summary: '按 VIN 或车牌查询违章记录：时间、城市、违法行为、扣分与罚款、处理状态，并按年汇总。',
    price: '6',
    pack: '480',
  },
  {
    query: 'compulsoryInsurance',
    name: '交强险保险期间核验 API',
    summary: '按 VIN 或车牌核验交强险是否在保、当前保单期间与剩余天数，以及历年保单与脱保区间。',
    price: '3',
    pack: '240',
  },
  {
    query: 'commercialInsuranceLoss',
    name: '商业险出险记录查询 API',
    summary: '按 VIN 或车牌查询商业险保单与出险记录：出险类型、金额、责任比例，并按类型汇总。',
    price: '10',
    pack: '800',
  },
  {
    query: 'highSpeedVehicle',
    name: '高速通行记录查询 API',
    summary: '按 VIN 或车牌查询高速公路通行记录：出入口、时间、里程与通行费，并按月汇总。',
    price: '12',
    pack: '960',
  },
  {
    query: 'newEnergy',
    name: '新能源车辆电池与充电查询 API',
    summary: '按 VIN 或车牌查询新能源车辆的电池类型与容量、续航、充电记录与电池健康度（SOH）变化。',
    price: '8',
    pack: '650',
  },
];

const AGREEMENT =
  '1. 本接口数据为平台生成的合成数据（SYNTHETIC），不描述任何真实车辆或个人，仅用于功能演示与集成测试。\n' +
  '2. 查询某车辆的档案应具有正当目的，并在法律要求时取得车辆所有人的同意；不得用于非法用途。\n' +
  '3. 车牌号在应答中做脱敏处理；买方应妥善保管应答内容，不得公开传播。\n' +
  '4. 查无此车或车辆非新能源车的查询不计费；每份报告的哈希记入平台存证账本。';

function goodOf(seed: ArchiveGoodSeed): DemoGood {
  const { segment, apiType } = archives.ARCHIVE_QUERIES.find((q) => q.query === seed.query)!;
  const path = `/archive/${segment}`;
  return {
    owner: 'developer',
    itemType: 5,
    name: seed.name,
    classification: '供应链与物流',
    tags: ['运输'],
    colors:
      apiType === 1
        ? [
            [14, 116, 144],
            [56, 189, 248],
          ]
        : [
            [30, 64, 175],
            [16, 185, 129],
          ],
    summary: seed.summary,
    description:
      `<p>${seed.summary}</p><p>车辆电子档案由平台自营，数据为<strong>合成数据</strong>（按固定种子生成，` +
      '不对应任何真实车辆）。在“车辆档案”页面输入 VIN 或车牌即可按次查询并生成报告；' +
      '也可购买次数包后通过 API 网关调用。查无此车不计费。</p>',
    usageInstructions:
      '在 /archives/homePage 选择查询，或购买后在订单中查看 API Key，以 X-Api-Key 请求头调用接口，参数 vin 或 plate 二选一。',
    agreement: AGREEMENT,
    skus: [
      { name: '按次付费', billingMode: 4, price: seed.price, validityDays: 365 },
      { name: '100 次查询包', billingMode: 1, price: seed.pack, useCount: 100, validityDays: 365 },
    ],
    api: {
      apiType,
      name: seed.name.replace(/ API$/, ''),
      path,
      params: [
        {
          name: 'vin',
          type: 'String',
          place: 'query',
          required: false,
          description: '车辆识别代号（17 位，含校验位），与 plate 二选一',
        },
        {
          name: 'plate',
          type: 'String',
          place: 'query',
          required: false,
          description: '车牌号（例如 沪A12345，新能源 沪AD12345），与 vin 二选一',
        },
      ],
      response: samples.queries[seed.query].responseSchema,
    },
  };
}

/** The platform's archive account, made once (a developer whose password nobody knows). */
async function archiveAccount(db: Db, accounts: AccountService) {
  const existing = await identity.findUserByUsername(db, ARCHIVE_ACCOUNT);
  if (existing) return existing;
  return accounts.createApproved({
    username: ARCHIVE_ACCOUNT,
    password: `A1${randomBytes(24).toString('base64url')}`,
    roleType: 2,
    companyName: '平台车辆档案服务',
    contactName: '平台运营中心',
    mobile: `199${String(Date.now()).slice(-8)}`,
    email: 'archives@platform.invalid',
  });
}

async function superAdmin(db: Db) {
  const [row] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.roleType, 0), eq(sysUser.superAdmin, 1)))
    .orderBy(sysUser.id)
    .limit(1);
  return row ?? null;
}

/** Makes the goods of the queries that have none; answers how many it made. */
export async function seedArchiveGoods(
  app: FastifyInstance,
  deps: {
    db: Db;
    sessions: SessionService;
    accounts: AccountService;
    archives: ArchiveService;
    upstream: string;
  },
): Promise<number> {
  const registered = await deps.archives.registeredGoods();
  const missing = GOODS.filter((g) => !registered.has(g.query));
  if (missing.length === 0) return 0;
  const operator = await superAdmin(deps.db);
  if (!operator) return 0;
  const owner = await archiveAccount(deps.db, deps.accounts);
  const meta = { ip: '127.0.0.1', userAgent: 'archive goods seed' };
  const tokens = [
    (await deps.sessions.issue(deps.db, owner, meta)).token,
    (await deps.sessions.issue(deps.db, operator, meta)).token,
  ] as const;
  try {
    const [as, admin] = tokens.map((t) => caller(app, t)) as [
      ReturnType<typeof caller>,
      ReturnType<typeof caller>,
    ];
    await as('POST', '/server/user/updateShopInfo', {
      shopName: '平台车辆档案服务',
      intro:
        '平台自营的车辆电子档案查询（合成数据）：价格、维保、参数配置、年检、违章、交强险、商业险出险、高速通行与新能源。',
      contactName: '平台运营中心',
      contactPhone: '400-000-0000',
    });
    const trees = {
      goods: await admin<Node[]>('GET', '/server/sourceClassification/queryAll?classify=2'),
      brands: [] as Node[],
    };
    if (!trees.goods.length) return 0;
    const made: { query: ArchiveQueryName; itemId: number }[] = [];
    for (const seed of missing) {
      const good = goodOf(seed);
      if (!findNode(trees.goods, good.classification)) good.classification = firstLeaf(trees.goods).name;
      const { itemId } = await createGood(as, good, trees, deps.upstream);
      made.push({ query: seed.query, itemId: Number(itemId) });
    }
    await approveOpenReviews(admin, new Set(made.map((m) => String(m.itemId))));
    for (const m of made) await deps.archives.registerGood(m.query, m.itemId);
    return made.length;
  } finally {
    for (const token of tokens) {
      await app.inject({
        method: 'POST',
        url: '/server/user/logout',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  }
}

function firstLeaf(nodes: Node[]): Node {
  const node = nodes[0]!;
  return node.children?.length ? firstLeaf(node.children) : node;
}

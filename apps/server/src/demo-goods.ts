import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DOCUMENTATION_UPSTREAM } from './config.js';
import * as identity from './modules/identity/identity.repository.js';
import type { SessionService } from './modules/identity/session.service.js';
import type { Db } from './platform/db.js';
import { multipartBody } from './platform/multipart-body.js';
import { png } from './platform/png.js';

/**
 * Demo goods for a first start with demo data (SEED_DEMO=1, SEED_DEMO_GOODS=1, no good yet), so the mall is not
 * empty: data packages of the demo supplier (files in its trusted storage), data applications with SQL jobs and
 * API goods with documented interfaces of the demo developer, each with SKUs, listed after the operator's review,
 * and a credit limit for the demo consumer. They are made through the API (`inject`) as those accounts, so they
 * pass the validation and the reviews goods made by hand pass. Data-asset and table goods need a reachable
 * database of the supplier and are left to the user.
 */

type Rgb = [number, number, number];

/** Folder of the demo supplier's trusted storage that holds the files of the demo data packages. */
const DEMO_FOLDER = 'demo';

export interface DemoSku {
  name: string;
  /** per use 1, per period 2, one-off 3, pay as you go (API goods) 4 */
  billingMode: 1 | 2 | 3 | 4;
  /** yuan */
  price: string;
  useCount?: number;
  periodUnit?: 'month' | 'year';
  periodCount?: number;
  validityDays?: number;
  negotiable?: boolean;
}

export interface DemoGood {
  owner: 'supplier' | 'developer';
  itemType: 1 | 2 | 5;
  name: string;
  classification: string;
  brand?: string;
  tags: string[];
  colors: [Rgb, Rgb];
  summary: string;
  description: string;
  usageInstructions: string;
  skus: DemoSku[];
  /** The buyer's agreement (default: the demo goods' one). */
  agreement?: string;
  /** Data package: file name and CSV content. */
  file?: { name: string; csv: () => string };
  /** Data application: the SQL job over its declared input. */
  job?: { input: DemoTable; output: DemoColumn[]; sql: string };
  /** API goods: the interface each SKU sells. */
  api?: { apiType: 1 | 2; name: string; path: string; params: DemoParam[]; response: object };
  /** How many units the demo consumer has bought (sales counters and top five). */
  sold?: number;
}

interface DemoColumn {
  name: string;
  type: 'text' | 'number' | 'integer';
}
interface DemoTable {
  name: string;
  description: string;
  columns: DemoColumn[];
}
export interface DemoParam {
  name: string;
  type: 'String' | 'Int' | 'Date';
  place: 'query' | 'body';
  required: boolean;
  description: string;
}

const AGREEMENT =
  '1. 买方仅可将本商品用于自身内部的分析与研发，不得转售、转授权或公开传播。\n' +
  '2. 买方应按平台规则保存交付记录，存证账本中的哈希可用于核验交付内容。\n' +
  '3. 数据按现状提供；如发现质量问题，请在交付后 7 日内通过平台反馈。';

/** A deterministic pseudo-random sequence, so the demo files are the same on every first start. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function vibrationCsv(): string {
  const next = sequence(7);
  const lines = ['turbine_id,measured_at,rms_mm_s,peak_mm_s,temperature_c'];
  for (let minute = 0; minute < 24 * 60; minute += 10) {
    for (const turbine of ['WT-01', 'WT-02', 'WT-03']) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
      const rms = 0.3 + next() * 0.4 + (turbine === 'WT-03' ? 0.25 : 0);
      lines.push(
        `${turbine},${at},${rms.toFixed(3)},${(rms * (2.6 + next())).toFixed(3)},${(38 + next() * 9).toFixed(1)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function loadCsv(): string {
  const next = sequence(11);
  const cities = ['上海', '南京', '杭州', '苏州', '合肥'];
  const lines = ['date,city,peak_load_mw,energy_mwh,industrial_share'];
  for (let day = 0; day < 90; day++) {
    const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
    for (const [i, city] of cities.entries()) {
      const peak = 9_000 + i * 2_500 + next() * 1_800;
      lines.push(
        `${date},${city},${peak.toFixed(0)},${(peak * 18.5).toFixed(0)},${(0.55 + next() * 0.15).toFixed(3)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function portCsv(): string {
  const next = sequence(23);
  const ports = ['上海港', '宁波舟山港', '深圳港', '青岛港', '广州港'];
  const lines = ['month,port,teu_thousand,yoy_change'];
  for (let month = 0; month < 24; month++) {
    const label = `${2025 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
    for (const [i, port] of ports.entries()) {
      lines.push(
        `${label},${port},${(4_200 - i * 520 + next() * 300).toFixed(1)},${(next() * 0.16 - 0.04).toFixed(3)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

const SALES_INPUT: DemoTable = {
  name: 'sales',
  description: '销售明细：每笔销售一行（区域、金额）',
  columns: [
    { name: 'region', type: 'text' },
    { name: 'amount', type: 'number' },
  ],
};

const ENERGY_INPUT: DemoTable = {
  name: 'meter_readings',
  description: '电表读数：每台设备每小时一行（设备编号、车间、用电量 kWh）',
  columns: [
    { name: 'device', type: 'text' },
    { name: 'workshop', type: 'text' },
    { name: 'kwh', type: 'number' },
  ],
};

export const DEMO_GOODS: DemoGood[] = [
  {
    owner: 'supplier',
    itemType: 2,
    name: '风电机组振动监测数据（2026 年 1 月 1 日）',
    classification: '设备运行数据',
    brand: '工业数据实验室',
    tags: ['历史数据'],
    colors: [
      [37, 99, 235],
      [14, 165, 233],
    ],
    summary:
      '3 台 2 MW 风电机组一天的振动有效值、峰值与轴承温度，每 10 分钟一条，适合故障诊断模型的训练与验证。',
    description:
      '<p>采集自华东某风电场的 3 台 2 MW 机组（WT-01 至 WT-03），传感器安装于主轴承座。</p>' +
      '<ul><li>字段：机组编号、采集时间（UTC）、振动有效值 mm/s、峰值 mm/s、轴承温度 ℃</li>' +
      '<li>WT-03 在当天存在轻微不对中，振动整体偏高，可作为异常样本</li></ul>',
    usageInstructions: '支付后在订单详情中下载 CSV（UTF-8，逗号分隔）；下载链接短时有效，可重复生成。',
    skus: [{ name: '整包买断', billingMode: 3, price: '199', negotiable: true }],
    file: { name: 'turbine-vibration-2026-01-01.csv', csv: vibrationCsv },
    sold: 2,
  },
  {
    owner: 'supplier',
    itemType: 2,
    name: '长三角五城工业用电负荷日数据（2026 年一季度）',
    classification: '能源管理',
    brand: '智造云',
    tags: ['能耗'],
    colors: [
      [22, 163, 74],
      [132, 204, 22],
    ],
    summary:
      '上海、南京、杭州、苏州、合肥 90 天的日最高负荷、日用电量与工业用电占比，用于负荷预测与能耗对标。',
    description:
      '<p>按城市与日期汇总的电力负荷数据，来源于公开统计与合作电力公司的脱敏汇总。</p>' +
      '<ul><li>时间范围：2026-01-01 至 2026-03-31</li><li>粒度：城市 × 日</li></ul>',
    usageInstructions: '支付后下载 CSV；如需按小时粒度的数据，请在商品页议价或联系供应方。',
    skus: [
      { name: '整包买断', billingMode: 3, price: '2999' },
      { name: '年度更新订阅', billingMode: 2, price: '9800', periodUnit: 'year', periodCount: 1 },
    ],
    file: { name: 'yrd-power-load-2026q1.csv', csv: loadCsv },
    sold: 1,
  },
  {
    owner: 'supplier',
    itemType: 2,
    name: '沿海五大港口集装箱吞吐量月度统计',
    classification: '供应链与物流',
    tags: ['运输'],
    colors: [
      [234, 88, 12],
      [250, 204, 21],
    ],
    summary: '上海港、宁波舟山港、深圳港、青岛港、广州港 24 个月的集装箱吞吐量（千 TEU）与同比变化。',
    description: '<p>月度港口吞吐量，可用于外贸景气度分析、航运与物流容量规划。</p>',
    usageInstructions: '支付后下载 CSV。',
    skus: [{ name: '整包买断', billingMode: 3, price: '499' }],
    file: { name: 'port-throughput-monthly.csv', csv: portCsv },
  },
  {
    owner: 'developer',
    itemType: 1,
    name: '销售区域汇总分析',
    classification: '工业 AI 应用',
    brand: '智造云',
    tags: ['预测性维护'],
    colors: [
      [124, 58, 237],
      [236, 72, 153],
    ],
    summary: '按区域汇总销售额与笔数：配置您自己的销售明细表为输入，运行后得到按金额排序的区域汇总表。',
    description:
      '<p>一个 SQL 作业的数据应用：输入一张销售明细表（region、amount），输出每个区域的销售总额与笔数。</p>',
    usageInstructions:
      '购买后在“我的订单”中配置输入（您的连接与表）与输出（目标表或文件），然后运行；运行日志与进度可随时查看。',
    skus: [{ name: '一次性授权', billingMode: 3, price: '99' }],
    job: {
      input: SALES_INPUT,
      output: [
        { name: 'region', type: 'text' },
        { name: 'total', type: 'number' },
        { name: 'n', type: 'integer' },
      ],
      sql: 'select region, sum(amount) as total, count(*) as n from sales group by region order by total desc',
    },
    sold: 1,
  },
  {
    owner: 'developer',
    itemType: 1,
    name: '车间能耗排名',
    classification: '能源管理',
    tags: ['能耗', '碳排放'],
    colors: [
      [13, 148, 136],
      [34, 197, 94],
    ],
    summary: '输入设备小时电表读数，输出各车间的总用电量、设备数与单台平均用电，找出能耗最高的车间。',
    description: '<p>SQL 作业：按车间汇总电表读数，并计算单台设备的平均用电量。</p>',
    usageInstructions: '购买后配置输入表（device、workshop、kwh）与输出，然后运行。',
    skus: [
      { name: '10 次运行', billingMode: 1, price: '49', useCount: 10, validityDays: 180 },
      { name: '包月不限次', billingMode: 2, price: '199', periodUnit: 'month', periodCount: 1 },
    ],
    job: {
      input: ENERGY_INPUT,
      output: [
        { name: 'workshop', type: 'text' },
        { name: 'total_kwh', type: 'number' },
        { name: 'devices', type: 'integer' },
        { name: 'kwh_per_device', type: 'number' },
      ],
      sql:
        'select workshop, sum(kwh) as total_kwh, count(distinct device) as devices, ' +
        'sum(kwh) / count(distinct device) as kwh_per_device from meter_readings group by workshop ' +
        'order by total_kwh desc',
    },
  },
  {
    owner: 'developer',
    itemType: 5,
    name: '车辆保险信息查询 API',
    classification: '供应链与物流',
    brand: '工业数据实验室',
    tags: ['运输'],
    colors: [
      [79, 70, 229],
      [59, 130, 246],
    ],
    summary: '按车牌号与 VIN 查询车辆的交强险与商业险状态、保险公司与到期日，适用于物流车队的合规管理。',
    description: '<p>标准化接口，按调用次数计费；每次调用返回一辆车的保险状态。</p>',
    usageInstructions: '购买后在订单中查看一次性显示的 API Key，请求时放在 X-Api-Key 请求头中。',
    skus: [
      { name: '1,000 次调用', billingMode: 1, price: '99', useCount: 1000, validityDays: 365 },
      { name: '10,000 次调用', billingMode: 1, price: '799', useCount: 10_000, validityDays: 365 },
      { name: '按调用后付费', billingMode: 4, price: '0.12', validityDays: 365 },
    ],
    api: {
      apiType: 1,
      name: '查询车辆保险状态',
      path: '/vehicle/insurance',
      params: [
        {
          name: 'plateNo',
          type: 'String',
          place: 'query',
          required: true,
          description: '车牌号，例如 沪A12345',
        },
        {
          name: 'vin',
          type: 'String',
          place: 'query',
          required: false,
          description: '车辆识别代号（17 位）',
        },
      ],
      response: {
        type: 'object',
        properties: {
          plateNo: { type: 'string', description: '车牌号' },
          compulsory: { type: 'boolean', description: '交强险是否有效' },
          insurer: { type: 'string', description: '保险公司' },
          expiresOn: { type: 'string', description: '到期日（YYYY-MM-DD）' },
        },
        required: ['plateNo', 'compulsory'],
      },
    },
    sold: 1,
  },
  {
    owner: 'developer',
    itemType: 5,
    name: '车辆行驶信息查询 API',
    classification: '供应链与物流',
    tags: ['运输'],
    colors: [
      [2, 132, 199],
      [99, 102, 241],
    ],
    summary: '按车牌号查询指定日期的行驶里程、行驶时长与最后位置（城市级），用于运输过程的核验。',
    description: '<p>标准化接口，包月计费，不限调用次数（受平台限流）。</p>',
    usageInstructions: '购买后在订单中查看一次性显示的 API Key。',
    skus: [{ name: '包月', billingMode: 2, price: '299', periodUnit: 'month', periodCount: 1 }],
    api: {
      apiType: 2,
      name: '查询车辆行驶信息',
      path: '/vehicle/driving',
      params: [
        { name: 'plateNo', type: 'String', place: 'query', required: true, description: '车牌号' },
        { name: 'date', type: 'Date', place: 'query', required: true, description: '日期，YYYY-MM-DD' },
      ],
      response: {
        type: 'object',
        properties: {
          plateNo: { type: 'string' },
          mileageKm: { type: 'number', description: '行驶里程（公里）' },
          drivingMinutes: { type: 'integer', description: '行驶时长（分钟）' },
          lastCity: { type: 'string', description: '最后位置所在城市' },
        },
      },
    },
  },
];

/** The part of a diagonal two-colour gradient cover with a faint grid, 640 × 400. */
function cover([from, to]: [Rgb, Rgb]): Buffer {
  const width = 640;
  const height = 400;
  return png(width, height, (x, y) => {
    const t = (x / width + y / height) / 2;
    const grid = x % 40 === 0 || y % 40 === 0 ? 18 : 0;
    return from.map((c, i) => Math.min(255, Math.round(c + (to[i]! - c) * t) + grid)) as Rgb;
  });
}

/** Calls the API as one account; throws with the answer's message when it is not `code: 0`. */
export function caller(app: FastifyInstance, token: string) {
  return async <T>(method: 'GET' | 'POST', url: string, body?: object, form?: Multipart): Promise<T> => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...form?.headers },
      ...(form ? { payload: form.payload } : body ? { payload: body } : {}),
    });
    const answer = res.json() as { code: number; msg: string; data: T };
    if (answer.code !== 0)
      throw new Error(`demo goods: ${method} ${url} answered ${answer.code} ${answer.msg}`);
    return answer.data;
  };
}

export type Call = ReturnType<typeof caller>;
type Multipart = ReturnType<typeof multipartBody>;

export interface Node {
  id: string;
  name: string;
  children?: Node[];
}

export function findNode(nodes: Node[], name: string): Node | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const inner = findNode(node.children ?? [], name);
    if (inner) return inner;
  }
  return undefined;
}

/** Creates one good with its SKUs, content and cover, and asks for the enable review; answers its ids. */
export async function createGood(
  call: Call,
  good: DemoGood,
  trees: { goods: Node[]; brands: Node[] },
  upstream: string,
) {
  const classification = findNode(trees.goods, good.classification);
  if (!classification) throw new Error(`demo goods: no classification ${good.classification}`);
  const brand = good.brand ? findNode(trees.brands, good.brand) : undefined;
  const coverImage = await call<string>(
    'POST',
    '/server/item/uploadImgFile',
    undefined,
    multipartBody([], {
      field: 'file',
      filename: 'cover.png',
      contentType: 'image/png',
      content: cover(good.colors),
    }),
  );
  let packageFiles: string[] | undefined;
  if (good.file) {
    await call(
      'POST',
      '/server/hdfsConfig/upload',
      undefined,
      multipartBody([['path', DEMO_FOLDER]], {
        field: 'file',
        filename: good.file.name,
        contentType: 'text/csv',
        content: Buffer.from(good.file.csv()),
      }),
    );
    packageFiles = [`${DEMO_FOLDER}/${good.file.name}`];
  }
  const item = await call<{ id: string }>('POST', '/server/item/create', {
    itemType: good.itemType,
    name: good.name,
    classificationId: classification.id,
    brandId: brand?.id ?? null,
    tags: good.tags,
    coverImage,
    summary: good.summary,
    description: good.description,
    usageInstructions: good.usageInstructions,
    agreement: good.agreement ?? AGREEMENT,
    ...(packageFiles ? { packageFiles } : {}),
    ...(good.api ? { apiType: good.api.apiType } : {}),
  });
  const skuIds: string[] = [];
  for (const sku of good.skus) {
    const created = await call<{ id: string }>('POST', '/server/itemSku/create', { itemId: item.id, ...sku });
    skuIds.push(created.id);
    if (good.api) {
      await call('POST', '/server/itemInterface/create', {
        skuId: created.id,
        name: good.api.name,
        method: 'GET',
        path: good.api.path,
        upstreamUrl: `${upstream}${good.api.path}`,
        params: good.api.params,
        responseSchema: good.api.response,
        description: good.summary.slice(0, 200),
      });
    }
  }
  if (good.job) {
    await call('POST', '/server/appJob/save', {
      itemId: item.id,
      inputs: [good.job.input],
      output: { kind: 'table', columns: good.job.output },
      job: { kind: 'sql', code: good.job.sql },
    });
  }
  await call('POST', '/server/item/statusChange', {
    itemId: item.id,
    action: 'enable',
    comment: '演示商品，请审核上架',
  });
  return { itemId: item.id, skuIds };
}

export async function approveOpenReviews(operator: Call, itemIds: Set<string>) {
  const todo = await operator<{ list: { taskId: string; businessKey: string }[] }>(
    'GET',
    '/flow/todo/page?page=1&limit=100',
  );
  for (const task of todo.list.filter((t) => itemIds.has(t.businessKey))) {
    await operator(
      'POST',
      `/flow/common/complete?taskId=${task.taskId}&comment=${encodeURIComponent('同意上架')}`,
    );
  }
}

/** Buys (renders, submits and pays) `count` units of a SKU as the demo consumer, so the goods show sales. */
async function buy(app: FastifyInstance, token: string, itemId: string, skuId: string, count: number) {
  const post = async <T>(url: string, body: object): Promise<T> => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomBytes(16).toString('hex') },
      payload: body,
    });
    const answer = res.json() as { code: number; msg: string; data: T };
    if (answer.code !== 0) throw new Error(`demo goods: ${url} answered ${answer.code} ${answer.msg}`);
    return answer.data;
  };
  for (let i = 0; i < count; i++) {
    const line = { itemId, skuId, quantity: 1 };
    const preview = await post<{ agreementHash: string }>('/server/order/render', line);
    const order = await post<{ id: string }>('/server/order/submit', {
      ...line,
      agreementAccepted: true,
      agreementHash: preview.agreementHash,
    });
    await post('/server/pay', { orderId: order.id, payMethod: 'VIRTUAL_COIN_PAY' });
  }
}

/**
 * Seeds the demo goods when the database has no good and the demo accounts exist; does nothing otherwise (a
 * later start, an operator who removed the demo accounts). Sessions it opens are revoked at the end.
 */
export async function seedDemoGoods(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionService; upstream?: string },
): Promise<number> {
  const existing = (await deps.db.execute(sql`select count(*)::int as n from goods_item`)) as unknown as {
    rows: { n: number }[];
  };
  if (Number(existing.rows[0]?.n ?? 0) > 0) return 0;
  const users = new Map<string, identity.UserRow>();
  for (const name of ['admin', 'supplier', 'developer', 'consumer']) {
    const user = await identity.findUserByUsername(deps.db, name);
    if (!user) return 0;
    users.set(name, user);
  }
  const meta = { ip: '127.0.0.1', userAgent: 'demo-goods seed' };
  const tokens = new Map<string, string>();
  for (const [name, user] of users) tokens.set(name, (await deps.sessions.issue(deps.db, user, meta)).token);
  try {
    const as = (name: string) => caller(app, tokens.get(name)!);
    const trees = {
      goods: await as('admin')<Node[]>('GET', '/server/sourceClassification/queryAll?classify=2'),
      brands: await as('admin')<Node[]>('GET', '/server/sourceClassification/queryAll?classify=3'),
    };
    // Data packages are the supplier's: their files go to one folder of its trusted storage.
    await as('supplier')('POST', '/server/hdfsConfig/createFolder', { path: DEMO_FOLDER });
    const created: { good: DemoGood; itemId: string; skuIds: string[] }[] = [];
    const upstream = deps.upstream ?? DOCUMENTATION_UPSTREAM;
    for (const good of DEMO_GOODS) {
      created.push({ good, ...(await createGood(as(good.owner), good, trees, upstream)) });
    }
    await approveOpenReviews(as('admin'), new Set(created.map((c) => c.itemId)));
    await as('admin')('POST', '/server/user/updateQuota', {
      userId: String(users.get('consumer')!.id),
      creditLimit: '10000',
      reason: '演示数据：开通信用额度',
    });
    for (const { good, itemId, skuIds } of created) {
      if (good.sold) await buy(app, tokens.get('consumer')!, itemId, skuIds[0]!, good.sold);
    }
    return created.length;
  } finally {
    for (const token of tokens.values()) {
      await app.inject({
        method: 'POST',
        url: '/server/user/logout',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  }
}

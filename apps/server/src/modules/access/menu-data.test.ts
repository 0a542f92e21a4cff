import { describe, expect, it } from 'vitest';
import { FORMER_MENU_NAMES, MENU_ICONS, MENU_TREES, type MenuSeed } from './menu-data.js';

const ROLES = [0, 1, 2, 3] as const;
const LOCALE_KEYS = ['zh-CN', 'zh-TW', 'en-US'] as const;

function flatten(entries: readonly MenuSeed[], depth = 0): Array<MenuSeed & { depth: number }> {
  return entries.flatMap((entry) => [{ ...entry, depth }, ...flatten(entry.children ?? [], depth + 1)]);
}

function find(role: (typeof ROLES)[number], url: string): MenuSeed | undefined {
  return flatten(MENU_TREES[role]).find((entry) => entry.url === url);
}

/** First shown page in depth-first order, the way the web picks the home route. */
function firstShownPage(entries: readonly MenuSeed[]): MenuSeed | undefined {
  for (const entry of entries) {
    if (entry.isshow !== 1) continue;
    if (entry.url) return entry;
    const inner = firstShownPage(entry.children ?? []);
    if (inner) return inner;
  }
  return undefined;
}

const HOME = { 0: 'operate/index', 1: 'consumer/dashboard/index', 2: 'dev/devindex', 3: 'producer/index' };

/** §2.4, available under every role. */
const PERSONAL = [
  'order/zqbusiorder',
  'order/useInfo',
  'order/customerInfo',
  'order/orderinfo',
  'order/orderTax',
  'order/taxview',
  'order/tax',
  'order/zqordertimesprofit',
  'sys/editukeypin',
  'sys/ukeymanage',
  'flow/zq-process-detail',
  'admin-user/zquserbankcard-add-or-update',
  'admin-user/zquserquotadetailed',
  'sys/user-attention',
  'sys/user-collect',
  'sys/updataPassWord',
  'sys/updataPhone',
  'sys/usersafetyinfo',
  'consumer/information/safetyInfo',
  'sys/configuration',
  'sys/userinfo',
  'sys/notice-user',
  'producer/zqdatasources-goods-info',
];

/** [url, isshow] per role, copied from the spec independently of the data file. */
const EXPECTED: Record<(typeof ROLES)[number], Array<[string, 0 | 1]>> = {
  3: [
    ['producer/index', 1],
    ['consumer/repeat/report', 0],
    ['producer/nodeinfo', 1],
    ['sys/configuration', 1],
    ['producer/zqdatalink', 1],
    ['producer/zqdataversion', 1],
    ['producer/zqassetAuthorization', 1],
    ['producer/zqdata', 1],
    ['producer/relativeProducer', 1],
    ['order/orderProducer', 1],
    ['order/orderProducerLinkApp', 1],
    ['dev/billing', 1],
    ['zquserauthentication/info', 1],
    ['producer/zqdataversion-update', 0],
    ['producer/zqdataversion-add-or-update', 0],
    ['producer/zqdataversion-relevance', 0],
    ['producer/zqdataversion-editingdatasource', 0],
    ['producer/nodeinfo-bind-secondary-node', 0],
    ['producer/nodeinfo-add-or-update', 0],
    ['producer/black-and-white-config', 0],
    ['producer/zqdatasources', 0],
    ['producer/zqdatasources-updata', 0],
    ['producer/zqdatasources-add', 0],
    ['producer/zqdatasources-info-schemas', 0],
    ['producer/zqdatasources-add-table', 0],
    ['producer/zqdatasources-add-field', 0],
    ['producer/zqdatasources-info', 0],
    ['producer/zqdatasources-goods-info', 0],
    ['producer/zqdatatable', 0],
    ['producer/zqdatafield', 0],
    ['producer/zqdata-update', 0],
    ['producer/zqdatalink-info', 0],
    ['producer/zqdatalink-test-link', 0],
    ['producer/zqdatalink-update', 0],
    ['producer/zqdatalink-add-or-update', 0],
    ['producer/zqdatalink-info-table', 0],
    ['producer/zqdatalink-info-field', 0],
    ['producer/zqdatalink-add-schemas', 0],
    ['producer/zqdatalink-add-table', 0],
    ['producer/zqdatalink-add-field', 0],
    ['producer/zqgoods-audit', 0],
    ['producer/zqgoods-info', 0],
    ['order/orderinfo', 0],
    ['dev/billingDetail', 0],
  ],
  0: [
    ['operate/index', 1],
    ['operate/logon/approve', 0],
    ['operate/logon/logon', 1],
    ['operate/logon/authentication', 1],
    ['operate/zqCommercial/supplier', 1],
    ['operate/zqCommercial/components/Ushield', 0],
    ['operate/zqCommercial/components/UshieldChange', 0],
    ['operate/zqMember', 1],
    ['operate/zqMember-change', 0],
    ['operate/zqMember-update', 0],
    ['sys/zqgoodsclass', 1],
    ['sys/classtags', 1],
    ['operate/zqAsset/assetData', 1],
    ['operate/zqAsset/assetData-goods-info', 0],
    ['operate/zqAsset/zqdataGrade', 1],
    ['operate/zqGoodsManagement/goodsData', 1],
    ['operate/zqGoodsManagement/dataPacket', 1],
    ['operate/zqOperateDataLink', 1],
    ['operate/zqOperateDataLink-field', 0],
    ['operate/gwTestOperate', 0],
    ['operate/zqPricing', 0],
    ['operate/zqoperateorderfrom', 1],
    ['operate/zqoperateorderfrombag', 1],
    ['operate/apiCommodity', 1],
    ['operate/billing', 1],
    ['operate/billingDetail', 0],
    ['operate/zqNode/dataNode', 1],
    ['operate/zqNode/concealNode', 1],
    ['operate/zqOperateNodeinfo', 1],
    ['operate/zqSecretKeyManagement/secretKey', 1],
    ['operate/zqWeBase', 1],
    ['operate/zqOperateLink', 0],
    ['sys/zqdataclass-add-or-update', 0],
    ['sys/zqgoodsclass-add-or-update', 0],
    ['operate/zqfooterclass/zqfooterclass-add-or-update', 0],
    ['operate/zqagreement/zqagreement-add-or-update', 0],
    ['operate/zqagreement/zqagreement', 1],
    ['operate/zqfooterclass/zqfooterclass', 1],
    ['operate/log/login-log', 1],
    ['operate/log/operate-log', 1],
    ['operate/content/community', 1],
    ['flow-todo', 1],
    ['flow/zq-process-detail', 0],
    ['zqapiManage/index', 1],
    ['zqapiManage/addManage', 0],
    ['zqapiManage/addVersions', 0],
  ],
  2: [
    ['dev/devindex', 1],
    ['zquserauthentication/devinfo', 1],
    ['dev/zqgoodadmin', 1],
    ['dev/jiao/zqgoodadmin', 1],
    ['dev/black-and-white-config', 0],
    ['order/zqorderfrom', 1],
    ['order/zqApiorderfrom', 1],
    ['dev/billing', 1],
    ['dev/billingDetail', 0],
    ['order/zqordertimesprofit', 0],
    ['order/orderinfo', 0],
    ['order/customerInfo', 0],
    ['zqapiManage/index', 1],
    ['pluginManage/index', 1],
    ['zqapiManage/viewVersions', 0],
    ['zqapiManage/addManage', 0],
    ['zqapiManage/addVersions', 0],
    ['zqapiManage/viewManage', 0],
    ['zqapiManage/editManage', 0],
    ['pluginManage/viewVersions', 0],
    ['dev/apiAdd', 0],
    ['dev/apiInfo', 0],
    ['dev/apiTest', 0],
    ['dev/apiList', 0],
    ['dev/interFaceAdd', 0],
    ['dev/interFaceUpdate', 0],
    ['dev/zqgoodcase', 0],
    ['dev/caseAdd', 0],
    ['dev/zqgoodversion', 0],
    ['dev/versionAdd', 0],
    ['dev/versionImprove', 0],
    ['dev/caseUpdateVersion', 0],
    ['dev/dataLinkSelect', 0],
    ['dev/dataLinkGood', 0],
    ['dev/fieldList', 0],
    ['dev/previewList', 0],
    ['dev/sourceDataList', 0],
    ['dev/dataSourceList', 0],
    ['dev/tableList', 0],
    ['dev/dataDetail', 0],
    ['dev/addData', 0],
    ['dev/addCustomerData', 0],
    ['dev/changeResult', 0],
    ['dev/mirrorList', 0],
    ['dev/configureData', 0],
    ['dev/jiao/apiAdd', 0],
    ['dev/jiao/zqgoodversion', 0],
    ['dev/jiao/versionAdd', 0],
    ['dev/jiao/apiList', 0],
    ['dev/jiao/interFaceAdd', 0],
    ['dev/jiao/interFaceUpdate', 0],
    ['dev/jiao/versionImprove', 0],
    ['dev/community', 1],
    ['dev/communityArticleEdit', 0],
    ['dev/communityColumnEdit', 0],
  ],
  1: [
    ['consumer/dashboard/index', 1],
    ['consumer/order/dataPacket', 1],
    ['consumer/order/dataApp', 1],
    ['consumer/order/apiApp', 1],
    ['consumer/order/apiUsage', 1],
    ['consumer/order/dataInput', 1],
    ['consumer/order/inputConfig', 1],
    ['consumer/order/outputConfig', 1],
    ['consumer/order/execute', 1],
    ['consumer/permissions/index', 1],
    ['dev/billing', 1],
    ['consumer/node/index', 1],
    ['consumer/node/bind', 1],
    ['consumer/node/apply', 1],
    ['consumer/zqdatalink', 1],
    ['consumer/zqdatalink-add-or-update', 0],
    ['consumer/zqdatatable', 1],
    ['consumer/zqdatatable-add-or-update', 0],
    ['sys/configuration', 1],
    ['consumer/repeat/report', 1],
    ['sys/updataPassWord', 0],
    ['sys/updataPhone', 0],
    ['consumer/information/safetyInfo', 0],
    ['sys/userinfo', 0],
    ['sys/editukeypin', 0],
    ['sys/ukeymanage', 0],
    ['sys/user-collect', 0],
    ['sys/user-attention', 0],
    ['sys/notice-user', 0],
    ['order/orderTax', 0],
  ],
};

const ABSENT: Record<(typeof ROLES)[number], string[]> = {
  0: ['producer/index', 'dev/devindex', 'consumer/dashboard/index', 'producer/zqdatalink', 'dev/apiList'],
  1: ['operate/logon/logon', 'operate/index', 'producer/nodeinfo', 'dev/zqgoodadmin', 'flow-todo'],
  2: ['producer/nodeinfo', 'operate/index', 'consumer/permissions/index', 'producer/zqdatafield'],
  3: ['dev/devindex', 'operate/log/login-log', 'consumer/order/execute', 'zqapiManage/index', 'flow-todo'],
};

const PERMISSIONS: Array<[(typeof ROLES)[number], string, string]> = [
  [3, 'producer/index', 'zqgoods:zqgoodadmin:page'],
  [3, 'producer/zqdata', 'zqData:zqdata:page'],
  [3, 'producer/nodeinfo-add-or-update', 'nodeInfo:nodeinfo:save'],
  [
    3,
    'producer/zqdatafield',
    'dataField:zqdatafield:page,dataField:zqdatafield:info,dataField:zqdatafield:save,' +
      'dataField:zqdatafield:update,dataField:zqdatafield:delete',
  ],
  [0, 'operate/log/login-log', 'sys:log:login'],
  [0, 'operate/log/operate-log', 'sys:log:operation'],
  [2, 'dev/zqgoodadmin', 'zqgoods:zqgoodadmin:page,zqgoods:zqgoodadmin:delete'],
  [2, 'order/zqorderfrom', 'order:zqorderfrom:page'],
  [2, 'dev/zqgoodversion', 'zqgoodsversion:zqgoodsversion:page,zqgoodsversion:zqgoodsversion:save'],
  [2, 'dev/zqgoodcase', 'zqGoodsCase:zqgoodscase:page,zqGoodsCase:zqgoodscase:save'],
  [2, 'dev/apiList', 'zqgoodapi:zqgoodsapi:page'],
  ...ROLES.flatMap(
    (role): Array<[(typeof ROLES)[number], string, string]> => [
      [role, 'order/zqordertimesprofit', 'timeProfit:zqordertimesprofit:page'],
      [role, 'sys/notice-user', 'sys:notice:all'],
    ],
  ),
];

describe('MENU_TREES', () => {
  describe.each(ROLES)('role %i', (role) => {
    const entries = flatten(MENU_TREES[role]);

    it('has unique keys', () => {
      const keys = entries.map((e) => e.key);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('maps each url to a distinct route', () => {
      const routes = entries.filter((e) => e.url).map((e) => e.url.replaceAll('/', '-'));
      expect(new Set(routes).size).toBe(routes.length);
    });

    it('keys pages by url and groups by group:<name>', () => {
      for (const e of entries) {
        if (e.children) {
          expect(e.url).toBe('');
          expect(e.key).toMatch(/^group:[a-z-]+$/);
        } else {
          expect(e.url).toMatch(/^[A-Za-z0-9/_-]+$/);
          expect(e.key).toBe(e.url);
        }
      }
    });

    it('starts with the home entry', () => {
      expect(MENU_TREES[role][0]?.url).toBe(HOME[role]);
      expect(MENU_TREES[role][0]?.isshow).toBe(1);
      expect(firstShownPage(MENU_TREES[role])?.url).toBe(HOME[role]);
    });

    it('contains the spec routes with their visibility', () => {
      for (const [url, isshow] of EXPECTED[role]) {
        expect(find(role, url), url).toBeDefined();
        expect(find(role, url)?.isshow, url).toBe(isshow);
      }
    });

    it('leaves out the other roles routes', () => {
      for (const url of ABSENT[role]) expect(find(role, url), url).toBeUndefined();
    });

    it('contains every §2.4 sub-page, hidden unless the role menu shows it', () => {
      for (const url of PERSONAL) expect(find(role, url), url).toBeDefined();
      const personal = MENU_TREES[role].find((e) => e.key === 'group:subpages');
      expect(personal?.isshow).toBe(0);
      for (const child of personal?.children ?? []) expect(child.isshow).toBe(0);
      expect(find(role, 'sys/userinfo')?.isshow).toBe(0);
      expect(find(role, 'sys/updataPassWord')?.isshow).toBe(0);
    });

    it('names every entry in the three locales', () => {
      for (const e of entries) {
        for (const locale of LOCALE_KEYS) expect(e.name[locale]?.trim(), `${e.key} ${locale}`).toBeTruthy();
        expect(Object.keys(e.name).sort()).toEqual([...LOCALE_KEYS].sort());
      }
    });

    it('uses only listed icons and gives shown top-level entries and groups one', () => {
      for (const e of entries) {
        if (e.icon) expect(MENU_ICONS).toContain(e.icon);
        if (e.children) expect(e.icon, e.key).not.toBe('');
        if (!e.children && e.isshow === 0) expect(e.icon, e.key).toBe('');
      }
      for (const e of MENU_TREES[role]) if (e.isshow === 1) expect(e.icon, e.key).not.toBe('');
    });

    it('sorts each level by ascending multiples of 10', () => {
      const check = (level: readonly MenuSeed[]): void => {
        const sorts = level.map((e) => e.sort);
        for (const s of sorts) expect(s % 10).toBe(0);
        for (let i = 1; i < sorts.length; i++) expect(sorts[i]!).toBeGreaterThan(sorts[i - 1]!);
        for (const e of level) if (e.children) check(e.children);
      };
      check(MENU_TREES[role]);
    });

    it('seeds menus only, with well-formed permission lists', () => {
      for (const e of entries) {
        expect(e.type).toBe(0);
        if (e.permissions)
          expect(e.permissions).toMatch(/^[A-Za-z]+:[A-Za-z]+:[a-z]+(,[A-Za-z]+:[A-Za-z]+:[a-z]+)*$/);
      }
    });
  });

  it('attaches the spec permission strings', () => {
    for (const [role, url, permissions] of PERMISSIONS) {
      expect(find(role, url)?.permissions, `${role} ${url}`).toBe(permissions);
    }
  });

  it('gives the operator the workflow to-do entry in the approvals group', () => {
    const approvals = MENU_TREES[0].find((e) => e.key === 'group:approvals');
    expect(approvals?.isshow).toBe(1);
    const todo = approvals?.children?.find((e) => e.url === 'flow-todo');
    expect(todo?.isshow).toBe(1);
    expect(todo?.name['zh-CN']).toBe('待办任务');
    expect(approvals?.children?.find((e) => e.url === 'flow/zq-process-detail')?.isshow).toBe(0);
  });

  it('puts the supplier hidden pages in their own hidden group', () => {
    const group = MENU_TREES[3].find((e) => e.key === 'group:supplier-hidden');
    expect(group?.isshow).toBe(0);
    expect(group?.children?.every((e) => e.isshow === 0)).toBe(true);
    expect(group?.children?.map((e) => e.url)).toContain('producer/zqdatafield');
  });

  it('names former seed names only of entries the seed still has, under another name now', () => {
    for (const role of ROLES) {
      for (const [key, names] of Object.entries(FORMER_MENU_NAMES[role] ?? {})) {
        const entry = flatten(MENU_TREES[role]).find((e) => e.key === key);
        expect(entry, `${role} ${key}`).toBeDefined();
        for (const former of names) expect(former).not.toEqual(entry?.name);
      }
    }
  });

  it('names the supplier goods entries for what they hold: the spec list name, a form for every kind', () => {
    // §2.3 names the list "Data packages (goods)"; it also lists asset and table goods, which the page tells apart.
    expect(find(3, 'producer/zqdata')?.name['zh-CN']).toBe('数据包');
    expect(find(3, 'producer/zqdata-update')?.name).toEqual({
      'zh-CN': '新增/编辑数据商品',
      'zh-TW': '新增/編輯資料商品',
      'en-US': 'Add or edit data goods',
    });
  });

  it('lists each icon once', () => {
    expect(new Set(MENU_ICONS).size).toBe(MENU_ICONS.length);
    const used = new Set(
      ROLES.flatMap((role) => flatten(MENU_TREES[role]).map((e) => e.icon)).filter(Boolean),
    );
    expect([...used].sort()).toEqual([...MENU_ICONS].sort());
  });
});

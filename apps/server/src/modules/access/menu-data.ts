import type { Localized, RoleType } from '@datamall/contract';
import { STAFF_PERMISSIONS } from '@datamall/contract';

export interface MenuSeed {
  /** Stable key, unique within the role: the url for pages, 'group:<name>' for groups. */
  key: string;
  name: Localized;
  /** Menu URL exactly as the spec writes it (e.g. 'producer/nodeinfo', 'operate/zqAsset/zqdataGrade'); '' for a group. */
  url: string;
  /** antd icon component name, e.g. 'HomeOutlined'; groups and top-level entries get one, hidden pages ''. */
  icon: string;
  /** Comma-separated permission strings of §2.3/§6, '' when none. */
  permissions: string;
  /** 1 shown in the side menu, 0 hidden page. */
  isshow: 0 | 1;
  sort: number;
  /** 0 menu, 1 button (permission-only entries). */
  type: 0 | 1;
  children?: MenuSeed[];
}

/** Every icon the menu trees use; the web maps each name to its @ant-design/icons component. */
export const MENU_ICONS = [
  'AccountBookOutlined',
  'ApiOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'ClusterOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'FileSearchOutlined',
  'FolderOutlined',
  'HomeOutlined',
  'ProfileOutlined',
  'SafetyCertificateOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'ShoppingOutlined',
  'TagsOutlined',
  'TeamOutlined',
  'UserOutlined',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/** zh-CN, zh-TW, en-US. */
type Names = readonly [string, string, string];

const loc = ([zhCN, zhTW, enUS]: Names): Localized => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS });

function page(url: string, names: Names, opts: { icon?: MenuIcon; permissions?: string } = {}): MenuSeed {
  return {
    key: url,
    name: loc(names),
    url,
    icon: opts.icon ?? '',
    permissions: opts.permissions ?? '',
    isshow: 1,
    sort: 0,
    type: 0,
  };
}

function hidden(url: string, names: Names, permissions = ''): MenuSeed {
  return { ...page(url, names, { permissions }), isshow: 0 };
}

function group(
  name: string,
  names: Names,
  icon: MenuIcon,
  children: MenuSeed[],
  isshow: 0 | 1 = 1,
): MenuSeed {
  return {
    key: `group:${name}`,
    name: loc(names),
    url: '',
    icon,
    permissions: '',
    isshow,
    sort: 0,
    type: 0,
    children,
  };
}

const PERM = {
  goodsAdminPage: 'zqgoods:zqgoodadmin:page',
  goodsAdminPageDelete: 'zqgoods:zqgoodadmin:page,zqgoods:zqgoodadmin:delete',
  dataPage: 'zqData:zqdata:page',
  nodeSave: 'nodeInfo:nodeinfo:save',
  dataField: [
    'dataField:zqdatafield:page',
    'dataField:zqdatafield:info',
    'dataField:zqdatafield:save',
    'dataField:zqdatafield:update',
    'dataField:zqdatafield:delete',
  ].join(','),
  timeProfitPage: 'timeProfit:zqordertimesprofit:page',
  noticeAll: 'sys:notice:all',
  logLogin: 'sys:log:login',
  logOperation: 'sys:log:operation',
  orderFromPage: 'order:zqorderfrom:page',
  goodsVersion: 'zqgoodsversion:zqgoodsversion:page,zqgoodsversion:zqgoodsversion:save',
  goodsCase: 'zqGoodsCase:zqgoodscase:page,zqGoodsCase:zqgoodscase:save',
  goodsApiPage: 'zqgoodapi:zqgoodsapi:page',
  dept: 'sys:dept:all',
  post: 'sys:post:all',
  role: 'sys:role:all',
  staff: 'sys:user:all',
  menu: 'sys:menu:all',
  online: 'sys:online:all',
  params: 'sys:params:all',
  dict: 'sys:dict:all',
  region: 'sys:region:all',
  schedule: 'sys:schedule:all',
  message: 'sys:message:all',
  oss: 'sys:oss:all',
  excelImport: 'sys:excel:import',
  banner: 'sys:banner:all',
  logError: 'sys:log:error',
} as const;

/**
 * §2.4: personal sub-pages granted under every role. Several of them also sit elsewhere in a role's tree
 * (e.g. sys/configuration is a shown supplier entry); keys are unique per role, so such a page stays where
 * the role's own menu puts it and is left out of that role's personal group.
 */
const PERSONAL_PAGES: readonly MenuSeed[] = [
  hidden('sys/userinfo', ['个人信息', '個人資料', 'Personal information']),
  hidden('sys/updataPassWord', ['修改密码', '變更密碼', 'Change password']),
  hidden('sys/updataPhone', ['修改手机号', '變更手機號碼', 'Change phone number']),
  hidden('sys/usersafetyinfo', ['安全信息', '安全資訊', 'Security information']),
  hidden('consumer/information/safetyInfo', [
    '消费方安全信息',
    '消費方安全資訊',
    'Consumer security information',
  ]),
  hidden('sys/notice-user', ['我的通知', '我的通知', 'My notifications'], PERM.noticeAll),
  hidden('sys/user-attention', ['我的关注', '我的追蹤', 'Following']),
  hidden('sys/user-collect', ['我的收藏', '我的收藏', 'My favorites']),
  hidden('sys/editukeypin', ['修改U盾PIN码', '變更USB金鑰PIN碼', 'Change USB key PIN']),
  hidden('sys/ukeymanage', ['U盾管理', 'USB金鑰管理', 'USB key management']),
  hidden('sys/configuration', ['可信存储管理', '可信儲存管理', 'Trusted storage']),
  hidden('admin-user/zquserbankcard-add-or-update', ['编辑银行账户', '編輯銀行帳戶', 'Edit bank account']),
  hidden('admin-user/zquserquotadetailed', ['额度明细', '額度明細', 'Quota details']),
  hidden('order/orderinfo', ['订单详情', '訂單詳情', 'Order details']),
  hidden('order/customerInfo', ['消费方订单详情', '消費方訂單詳情', 'Consumer order details']),
  hidden('order/useInfo', ['应用使用明细', '應用使用明細', 'Application usage details']),
  hidden('order/zqbusiorder', ['交易账单', '交易帳單', 'Transaction bills']),
  hidden('order/zqordertimesprofit', ['账单明细', '帳單明細', 'Bill details'], PERM.timeProfitPage),
  hidden('order/orderTax', ['申请发票', '申請發票', 'Apply for invoice']),
  hidden('order/taxview', ['发票详情', '發票詳情', 'Invoice details']),
  hidden('order/tax', ['发票管理', '發票管理', 'Invoices']),
  hidden('flow/zq-process-detail', ['流程详情', '流程詳情', 'Process details']),
  hidden('producer/zqdatasources-goods-info', [
    '数据资产商品详情',
    '資料資產商品詳情',
    'Data asset goods details',
  ]),
];

function collectUrls(entries: readonly MenuSeed[], into = new Set<string>()): Set<string> {
  for (const entry of entries) {
    if (entry.url) into.add(entry.url);
    if (entry.children) collectUrls(entry.children, into);
  }
  return into;
}

function withSort(entries: readonly MenuSeed[]): MenuSeed[] {
  return entries.map((entry, index) => ({
    ...entry,
    sort: (index + 1) * 10,
    ...(entry.children ? { children: withSort(entry.children) } : {}),
  }));
}

/** Appends the §2.4 personal group (hidden) and numbers every level 10, 20, 30… */
function roleTree(entries: MenuSeed[]): MenuSeed[] {
  const taken = collectUrls(entries);
  const personal = PERSONAL_PAGES.filter((p) => !taken.has(p.url)).map((p) => ({ ...p }));
  return withSort([
    ...entries,
    group(
      'subpages',
      ['个人中心子页面', '個人中心子頁面', 'Personal sub-pages'],
      'UserOutlined',
      personal,
      0,
    ),
  ]);
}

/**
 * Standard API catalogue (§2.6 lists it under the developer; the operator defines the platform's standard APIs,
 * so it has the same pages under goods management).
 */
const STANDARD_API_PAGES: readonly MenuSeed[] = [
  page('zqapiManage/index', ['标准API管理', '標準API管理', 'Standard APIs']),
  hidden('zqapiManage/viewManage', ['查看标准API', '檢視標準API', 'View standard API']),
  hidden('zqapiManage/addManage', ['新增标准API', '新增標準API', 'Add standard API']),
  hidden('zqapiManage/editManage', ['编辑标准API', '編輯標準API', 'Edit standard API']),
  hidden('zqapiManage/viewVersions', ['查看标准API版本', '檢視標準API版本', 'View standard API versions']),
  hidden('zqapiManage/addVersions', ['新增标准API版本', '新增標準API版本', 'Add standard API version']),
];

const SUPPLIER: MenuSeed[] = [
  page('producer/index', ['供应方首页', '供應方首頁', 'Supplier home'], {
    icon: 'HomeOutlined',
    permissions: PERM.goodsAdminPage,
  }),
  group('nodes', ['节点管理', '節點管理', 'Node management'], 'ClusterOutlined', [
    page('producer/nodeinfo', ['数据节点', '資料節點', 'Data nodes']),
    page('sys/configuration', ['可信存储管理', '可信儲存管理', 'Trusted storage']),
  ]),
  group('assets', ['资产管理', '資產管理', 'Asset management'], 'DatabaseOutlined', [
    page('producer/zqdatalink', ['数据库连接配置', '資料庫連線設定', 'Database connections']),
    page('producer/zqdataversion', ['资产表管理', '資產表管理', 'Asset tables']),
    page('producer/zqassetAuthorization', ['资产授权', '資產授權', 'Asset authorization']),
  ]),
  group('goods', ['商品管理', '商品管理', 'Goods management'], 'ShoppingOutlined', [
    page('producer/zqdata', ['数据包', '資料包', 'Data packages'], { permissions: PERM.dataPage }),
    page('producer/relativeProducer', ['关联应用', '關聯應用', 'Related applications']),
    // Suppliers start duplicate checks of their packages and table goods; the report page is the consumer's.
    hidden('consumer/repeat/report', ['重复报告', '重複報告', 'Duplicate reports']),
  ]),
  group('orders', ['订单管理', '訂單管理', 'Order management'], 'ProfileOutlined', [
    page('order/orderProducer', ['数据包订单', '資料包訂單', 'Data package orders']),
    page('order/orderProducerLinkApp', [
      '资产关联应用订单',
      '資產關聯應用訂單',
      'Related application orders',
    ]),
    page('dev/billing', ['账单管理', '帳單管理', 'Billing']),
  ]),
  page('zquserauthentication/info', ['店铺信息', '商店資訊', 'Shop information'], { icon: 'ShopOutlined' }),
  group(
    'supplier-hidden',
    ['供应方隐藏页面', '供應方隱藏頁面', 'Supplier hidden pages'],
    'FolderOutlined',
    [
      hidden(
        'producer/nodeinfo-add-or-update',
        ['新增/编辑节点', '新增/編輯節點', 'Add or edit node'],
        PERM.nodeSave,
      ),
      hidden('producer/nodeinfo-bind-secondary-node', [
        '绑定二级节点',
        '綁定次級節點',
        'Bind secondary node',
      ]),
      hidden('producer/black-and-white-config', ['黑白名单设置', '黑白名單設定', 'Blacklist and whitelist']),
      hidden('producer/zqdataversion-update', ['更新资产版本', '更新資產版本', 'Update asset version']),
      hidden('producer/zqdataversion-add-or-update', [
        '新增/编辑资产表',
        '新增/編輯資產表',
        'Add or edit asset table',
      ]),
      hidden('producer/zqdataversion-relevance', ['关联资产', '關聯資產', 'Link assets']),
      hidden('producer/zqdataversion-editingdatasource', ['编辑数据源', '編輯資料來源', 'Edit data source']),
      hidden('producer/zqdatasources', ['数据资产版本管理', '資料資產版本管理', 'Data asset versions']),
      hidden('producer/zqdatasources-updata', ['更新数据资产', '更新資料資產', 'Update data asset']),
      hidden('producer/zqdatasources-add', ['新增数据资产', '新增資料資產', 'Add data asset']),
      hidden('producer/zqdatasources-info-schemas', [
        '数据资产模式',
        '資料資產結構描述',
        'Data asset schemas',
      ]),
      hidden('producer/zqdatasources-add-table', [
        '添加数据资产表',
        '新增資料資產表',
        'Add data asset table',
      ]),
      hidden('producer/zqdatasources-add-field', [
        '添加数据资产字段',
        '新增資料資產欄位',
        'Add data asset field',
      ]),
      hidden('producer/zqdatasources-info', ['数据资产详情', '資料資產詳情', 'Data asset details']),
      hidden('producer/zqdatasources-goods-info', [
        '数据资产商品详情',
        '資料資產商品詳情',
        'Data asset goods details',
      ]),
      hidden('producer/zqdatatable', ['数据资产连接表', '資料資產連線表', 'Data asset connection tables']),
      hidden('producer/zqdatafield', ['源数据', '來源資料', 'Source data'], PERM.dataField),
      // One form adds or edits each kind of the supplier's goods (data packages, asset goods, table goods); the
      // form's own title names the kind.
      hidden('producer/zqdata-update', ['新增/编辑数据商品', '新增/編輯資料商品', 'Add or edit data goods']),
      hidden('producer/zqdatalink-info', ['数据库连接详情', '資料庫連線詳情', 'Database connection details']),
      hidden('producer/zqdatalink-test-link', ['测试连接', '測試連線', 'Test connection']),
      hidden('producer/zqdatalink-update', [
        '更新数据库连接',
        '更新資料庫連線',
        'Update database connection',
      ]),
      hidden('producer/zqdatalink-add-or-update', [
        '新增/编辑数据库连接',
        '新增/編輯資料庫連線',
        'Add or edit database connection',
      ]),
      hidden('producer/zqdatalink-info-table', ['数据库表详情', '資料庫表詳情', 'Database table details']),
      hidden('producer/zqdatalink-info-field', [
        '数据库字段详情',
        '資料庫欄位詳情',
        'Database field details',
      ]),
      hidden('producer/zqdatalink-add-schemas', ['添加模式', '新增結構描述', 'Add schemas']),
      hidden('producer/zqdatalink-add-table', ['添加数据库表', '新增資料庫表', 'Add database table']),
      hidden('producer/zqdatalink-add-field', ['添加数据库字段', '新增資料庫欄位', 'Add database field']),
      hidden('producer/zqgoods-audit', ['应用审核', '應用審核', 'Application review']),
      hidden('producer/zqgoods-info', ['商品详情', '商品詳情', 'Goods details']),
      hidden('order/orderinfo', ['订单详情', '訂單詳情', 'Order details']),
      hidden('dev/billingDetail', ['账单详情', '帳單詳情', 'Billing details']),
    ],
    0,
  ),
];

/*
 * The spec lists flow/zq-process-detail both among the operator's hidden goods pages and under §2.4; it is
 * kept once, in the approvals group beside flow-todo, because keys are unique per role.
 * The generic admin pages of §2.5 (dept, dict, menu, role, …) name no menu URL; they take the renren-security console's.
 */
const OPERATOR: MenuSeed[] = [
  page('operate/index', ['运营首页', '營運首頁', 'Operations home'], { icon: 'DashboardOutlined' }),
  hidden('operate/logon/approve', ['注册审批', '註冊審核', 'Registration approval']),
  group('users', ['用户管理', '使用者管理', 'User management'], 'TeamOutlined', [
    page('operate/logon/logon', ['用户审批', '使用者審核', 'User approval']),
    page('operate/logon/authentication', ['身份认证', '身分認證', 'Identity authentication']),
    page('operate/zqCommercial/supplier', [
      '供应方/开发方管理',
      '供應方/開發方管理',
      'Suppliers and developers',
    ]),
    hidden('operate/zqCommercial/components/Ushield', ['U盾管理', 'USB金鑰管理', 'USB key management']),
    hidden('operate/zqCommercial/components/UshieldChange', ['更换U盾', '更換USB金鑰', 'Change USB key']),
    page('operate/zqMember', ['消费方管理', '消費方管理', 'Consumers']),
    hidden('operate/zqMember-change', ['消费方U盾更换', '消費方USB金鑰更換', 'Consumer USB key change']),
    hidden('operate/zqMember-update', ['消费方U盾管理', '消費方USB金鑰管理', 'Consumer USB key management']),
  ]),
  group('categories', ['分类与标签', '分類與標籤', 'Categories and tags'], 'TagsOutlined', [
    page('sys/zqgoodsclass', ['商品分类', '商品分類', 'Goods categories']),
    page('sys/classtags', ['标签管理', '標籤管理', 'Tags']),
  ]),
  group('assets', ['资产管理', '資產管理', 'Asset management'], 'DatabaseOutlined', [
    page('operate/zqAsset/assetData', ['数据资产', '資料資產', 'Data assets']),
    hidden('operate/zqAsset/assetData-goods-info', ['资产商品详情', '資產商品詳情', 'Asset goods details']),
    page('operate/zqAsset/zqdataGrade', ['安全等级管理', '安全等級管理', 'Security grades']),
  ]),
  group('goods', ['商品管理', '商品管理', 'Goods management'], 'ShoppingOutlined', [
    page('operate/zqGoodsManagement/goodsData', ['数据应用', '資料應用', 'Data applications']),
    page('operate/zqGoodsManagement/dataPacket', ['数据包', '資料包', 'Data packets']),
    page('operate/zqOperateDataLink', ['API商品', 'API商品', 'API goods']),
    hidden('operate/zqGoodsManagement/priceManagement', ['价格管理', '價格管理', 'Price management']),
    hidden('operate/zqGoodsManagement/apiPriceManagement', [
      'API价格管理',
      'API價格管理',
      'API price management',
    ]),
    hidden('operate/zqGoodsManagement/goodData-info', ['商品详情', '商品詳情', 'Goods details']),
    hidden('operate/zqOperateDataLink-field', ['API商品字段', 'API商品欄位', 'API goods fields']),
    hidden('operate/gwTestOperate', ['网关测试', '閘道測試', 'Gateway test']),
    hidden('operate/zqPricing', ['商品定价', '商品定價', 'Goods pricing']),
    ...STANDARD_API_PAGES,
  ]),
  group('orders', ['订单管理', '訂單管理', 'Order management'], 'ProfileOutlined', [
    page('operate/zqoperateorderfrom', ['数据应用订单', '資料應用訂單', 'Data application orders']),
    page('operate/zqoperateorderfrombag', ['数据包订单', '資料包訂單', 'Data packet orders']),
    page('operate/apiCommodity', ['API商品订单', 'API商品訂單', 'API goods orders']),
  ]),
  group('billing', ['账单管理', '帳單管理', 'Billing'], 'AccountBookOutlined', [
    page('operate/billing', ['账单', '帳單', 'Bills']),
    hidden('operate/billingDetail', ['账单详情', '帳單詳情', 'Billing details']),
  ]),
  group('nodes', ['节点管理', '節點管理', 'Node management'], 'ClusterOutlined', [
    page('operate/zqNode/dataNode', ['数据节点', '資料節點', 'Data nodes']),
    page('operate/zqNode/concealNode', ['隐私计算节点', '隱私運算節點', 'Privacy-computing nodes']),
    page('operate/zqOperateNodeinfo', ['节点信息', '節點資訊', 'Node information'], {
      permissions: PERM.nodeSave,
    }),
  ]),
  group('other', ['其他', '其他', 'Other'], 'AppstoreOutlined', [
    page('operate/zqSecretKeyManagement/secretKey', ['计算密钥管理', '運算金鑰管理', 'Computing keys']),
    page('operate/zqWeBase', ['区块链管理', '區塊鏈管理', 'Blockchain']),
    hidden('operate/zqOperateLink', ['查看版本', '檢視版本', 'View versions']),
    hidden('sys/zqdataclass-add-or-update', [
      '新增/编辑数据分类',
      '新增/編輯資料分類',
      'Add or edit data category',
    ]),
    hidden('sys/zqgoodsclass-add-or-update', [
      '新增/编辑商品分类',
      '新增/編輯商品分類',
      'Add or edit goods category',
    ]),
    hidden('operate/zqfooterclass/zqfooterclass-add-or-update', [
      '新增/编辑底部导航',
      '新增/編輯頁尾導覽',
      'Add or edit footer navigation',
    ]),
    hidden('operate/zqagreement/zqagreement-add-or-update', [
      '新增/编辑协议',
      '新增/編輯協議',
      'Add or edit agreement',
    ]),
  ]),
  // Invented URLs (§2.5 lists content admin, notices and feedback among the admin pages without menu URLs):
  // operate/content/article, operate/content/article-add-or-update, operate/content/channel,
  // operate/content/submission, sys/notice, operate/content/community (the developer community's take-down).
  group('content', ['内容管理', '內容管理', 'Content'], 'FileSearchOutlined', [
    page('operate/content/article', ['文章管理', '文章管理', 'Articles']),
    hidden('operate/content/article-add-or-update', [
      '新增/编辑文章',
      '新增/編輯文章',
      'Add or edit article',
    ]),
    page('operate/content/channel', ['栏目管理', '欄目管理', 'Channels']),
    page('operate/content/community', ['社区管理', '社群管理', 'Community']),
    page('operate/content/submission', ['留言与反馈', '留言與回饋', 'Messages and feedback']),
    page('sys/notice', ['通知管理', '通知管理', 'Notices']),
  ]),
  group('system', ['系统管理', '系統管理', 'System'], 'SettingOutlined', [
    page('operate/zqagreement/zqagreement', ['协议管理', '協議管理', 'Agreements']),
    page('operate/zqfooterclass/zqfooterclass', ['导航管理', '導覽管理', 'Navigation']),
    page('operate/log/login-log', ['登录日志', '登入紀錄', 'Login logs'], { permissions: PERM.logLogin }),
    page('operate/log/operate-log', ['操作日志', '操作紀錄', 'Operation logs'], {
      permissions: PERM.logOperation,
    }),
  ]),
  // The generic admin console of §2.5 names its pages without URLs; these follow the renren-security console's
  // (sys/dept, sys/role, sys/user, sys/menu, sys/params, sys/dict-type, job/schedule, message/…, oss/oss, …).
  group(
    'organization',
    ['组织与权限', '組織與權限', 'Organization and access'],
    'SafetyCertificateOutlined',
    [
      page('sys/dept', ['部门管理', '部門管理', 'Departments'], { permissions: PERM.dept }),
      page('sys/post', ['岗位管理', '職位管理', 'Posts'], { permissions: PERM.post }),
      page('sys/role', ['角色管理', '角色管理', 'Roles'], { permissions: PERM.role }),
      page('sys/user', ['员工账号', '員工帳號', 'Staff accounts'], { permissions: PERM.staff }),
      page('sys/menu', ['菜单管理', '選單管理', 'Menus'], { permissions: PERM.menu }),
      page('sys/online', ['在线用户', '線上使用者', 'Online users'], { permissions: PERM.online }),
    ],
  ),
  group('settings', ['系统设置', '系統設定', 'Settings'], 'SettingOutlined', [
    page('sys/params', ['参数管理', '參數管理', 'Parameters'], { permissions: PERM.params }),
    page('sys/dict-type', ['字典管理', '字典管理', 'Dictionaries'], { permissions: PERM.dict }),
    page('sys/region', ['行政区域', '行政區域', 'Regions'], { permissions: PERM.region }),
    page('job/schedule', ['定时任务', '排程任務', 'Scheduled jobs'], { permissions: PERM.schedule }),
    hidden('job/schedule-log', ['任务日志', '任務紀錄', 'Job log'], PERM.schedule),
    page('message/mail-template', ['邮件模板', '郵件範本', 'Mail templates'], { permissions: PERM.message }),
    page('message/mail-log', ['邮件发送记录', '郵件寄送紀錄', 'Mail log'], { permissions: PERM.message }),
    page('message/sms', ['短信服务', '簡訊服務', 'SMS'], { permissions: PERM.message }),
    page('oss/oss', ['云存储', '雲端儲存', 'Cloud storage'], { permissions: PERM.oss }),
    page('sys/excel-import', ['Excel导入', 'Excel匯入', 'Excel import'], { permissions: PERM.excelImport }),
    page('operate/banner', ['首页轮播图', '首頁輪播圖', 'Home banner'], { permissions: PERM.banner }),
    page('sys/log-error', ['错误日志', '錯誤紀錄', 'Error log'], { permissions: PERM.logError }),
  ]),
  // Invented URLs (§2.8 names the screens, not their menu URLs): flow/running, flow/finished, flow/model, flow/task.
  group('approvals', ['审批', '簽核', 'Approvals'], 'AuditOutlined', [
    page('flow-todo', ['待办任务', '待辦任務', 'To-do tasks']),
    // flow:process:terminate: the operator may terminate any running process (workflow.TERMINATE_PERMISSION).
    page('flow/running', ['运行中的流程', '執行中的流程', 'Running processes'], {
      permissions: 'flow:process:terminate',
    }),
    page('flow/finished', ['已办结流程', '已辦結流程', 'Finished processes']),
    page('flow/model', ['流程模型', '流程模型', 'Process models']),
    hidden('flow/task', ['任务办理', '任務辦理', 'Handle task']),
    hidden('flow/zq-process-detail', ['流程详情', '流程詳情', 'Process details']),
  ]),
];

/*
 * §2.6 lists detail and edit pages (order/orderinfo, zqapiManage/addManage, …) in the same run as the menu
 * entries; §2.3/§2.4 call several of them hidden and the rest are only reachable from a list page, so they
 * are seeded hidden inside the group of their list page.
 * Invented URLs (the spec names the pages without a URL): dev/communityArticleEdit, dev/communityColumnEdit.
 */
const DEVELOPER: MenuSeed[] = [
  page('dev/devindex', ['开发方首页', '開發方首頁', 'Developer home'], { icon: 'HomeOutlined' }),
  page('zquserauthentication/devinfo', ['店铺信息', '商店資訊', 'Shop information'], {
    icon: 'ShopOutlined',
  }),
  group('goods', ['商品管理', '商品管理', 'Goods management'], 'ShoppingOutlined', [
    page('dev/zqgoodadmin', ['数据应用', '資料應用', 'Data applications'], {
      permissions: PERM.goodsAdminPageDelete,
    }),
    page('dev/jiao/zqgoodadmin', ['API商品', 'API商品', 'API goods']),
    hidden('dev/black-and-white-config', ['黑白名单设置', '黑白名單設定', 'Blacklist and whitelist']),
    hidden('dev/apiAdd', ['编辑数据应用', '編輯資料應用', 'Edit data application']),
    hidden('dev/apiInfo', ['商品详情', '商品詳情', 'Goods details']),
    hidden('dev/apiTest', ['API测试', 'API測試', 'API test']),
    hidden('dev/apiList', ['API列表', 'API清單', 'API list'], PERM.goodsApiPage),
    hidden('dev/interFaceAdd', ['新增接口', '新增介面', 'Add interface']),
    hidden('dev/interFaceUpdate', ['编辑接口', '編輯介面', 'Edit interface']),
    hidden('dev/zqgoodcase', ['应用案例', '應用案例', 'Use cases'], PERM.goodsCase),
    hidden('dev/caseAdd', ['新增案例', '新增案例', 'Add use case']),
    hidden('dev/caseUpdateVersion', ['更新案例版本', '更新案例版本', 'Update use case version']),
    hidden('dev/zqgoodversion', ['商品版本', '商品版本', 'Goods versions'], PERM.goodsVersion),
    hidden('dev/versionAdd', ['新增版本', '新增版本', 'Add version']),
    hidden('dev/versionImprove', ['版本升级', '版本升級', 'Upgrade version']),
    hidden('dev/dataLinkSelect', ['关联数据资产', '關聯資料資產', 'Related data assets']),
    hidden('dev/dataLinkGood', ['数据连接商品', '資料連線商品', 'Data connection goods']),
    hidden('dev/fieldList', ['字段列表', '欄位清單', 'Fields']),
    hidden('dev/previewList', ['数据预览', '資料預覽', 'Data preview']),
    hidden('dev/sourceDataList', ['源数据列表', '來源資料清單', 'Source data']),
    hidden('dev/dataSourceList', ['数据源列表', '資料來源清單', 'Data sources']),
    hidden('dev/tableList', ['数据表列表', '資料表清單', 'Tables']),
    hidden('dev/dataDetail', ['数据详情', '資料詳情', 'Data details']),
    hidden('dev/addData', ['添加数据', '新增資料', 'Add data']),
    hidden('dev/addCustomerData', ['添加自定义数据', '新增自訂資料', 'Add custom data']),
    hidden('dev/changeResult', ['变更结果', '變更結果', 'Change result']),
    hidden('dev/mirrorList', ['镜像列表', '映像檔清單', 'Images']),
    hidden('dev/configureData', ['配置数据', '設定資料', 'Configure data']),
    hidden('dev/jiao/apiAdd', ['编辑API商品', '編輯API商品', 'Edit API goods']),
    hidden('dev/jiao/apiList', ['自有API列表', '自有API清單', 'Own API list']),
    hidden('dev/jiao/interFaceAdd', ['新增自有API接口', '新增自有API介面', 'Add own API interface']),
    hidden('dev/jiao/interFaceUpdate', ['编辑自有API接口', '編輯自有API介面', 'Edit own API interface']),
    hidden('dev/jiao/zqgoodversion', ['自有API版本', '自有API版本', 'Own API versions']),
    hidden('dev/jiao/versionAdd', ['新增自有API版本', '新增自有API版本', 'Add own API version']),
    hidden('dev/jiao/versionImprove', ['自有API版本升级', '自有API版本升級', 'Upgrade own API version']),
  ]),
  group('orders', ['订单管理', '訂單管理', 'Order management'], 'ProfileOutlined', [
    page('order/zqorderfrom', ['数据应用订单', '資料應用訂單', 'Data application orders'], {
      permissions: PERM.orderFromPage,
    }),
    page('order/zqApiorderfrom', ['API订单', 'API訂單', 'API orders']),
    hidden('order/orderinfo', ['订单详情', '訂單詳情', 'Order details']),
    hidden('order/customerInfo', ['消费方订单详情', '消費方訂單詳情', 'Consumer order details']),
  ]),
  group('billing', ['账单管理', '帳單管理', 'Billing'], 'AccountBookOutlined', [
    page('dev/billing', ['账单', '帳單', 'Bills']),
    page('order/zqbusiorder', ['交易账单', '交易帳單', 'Transaction bills']),
    page('order/tax', ['发票管理', '發票管理', 'Invoices']),
    hidden('dev/billingDetail', ['账单详情', '帳單詳情', 'Billing details']),
    hidden('order/zqordertimesprofit', ['账单明细', '帳單明細', 'Bill details'], PERM.timeProfitPage),
  ]),
  group('api', ['API管理', 'API管理', 'API management'], 'ApiOutlined', [
    ...STANDARD_API_PAGES,
    page('pluginManage/index', ['API网关插件', 'API閘道外掛', 'API gateway plugins']),
    hidden('pluginManage/viewVersions', ['查看插件版本', '檢視外掛版本', 'View plugin versions']),
  ]),
  // Invented URL (§2.2 has the public community; the spec names no back-office page for its authors).
  page('dev/community', ['社区文章', '社群文章', 'Community articles'], { icon: 'FileSearchOutlined' }),
  hidden('dev/communityArticleEdit', ['编辑社区文章', '編輯社群文章', 'Edit community article']),
  hidden('dev/communityColumnEdit', ['编辑社区专栏', '編輯社群專欄', 'Edit community column']),
];

/*
 * §2.7 describes the consumer pages without URLs; these are invented in the spec's style:
 * consumer/order/dataPacket, consumer/order/dataApp, consumer/order/apiApp, consumer/order/apiUsage,
 * consumer/order/dataInput, consumer/order/inputConfig, consumer/order/outputConfig, consumer/order/execute,
 * consumer/order/refund, consumer/order/query, consumer/node/index, consumer/node/bind, consumer/node/apply,
 * consumer/zqdatalink, consumer/zqdatalink-add-or-update (with the supplier's connection sub-pages -info,
 * -test-link, -info-table, -info-field under `consumer/`), consumer/zqdatatable,
 * consumer/zqdatatable-add-or-update. Trusted storage reuses the supplier's page sys/configuration.
 * The other hidden consumer pages of §2.7 are the §2.4 personal pages.
 */
const CONSUMER: MenuSeed[] = [
  page('consumer/dashboard/index', ['消费方首页', '消費方首頁', 'Consumer home'], { icon: 'HomeOutlined' }),
  group('orders', ['订单管理', '訂單管理', 'Order management'], 'ProfileOutlined', [
    page('consumer/order/dataPacket', ['数据包订单', '資料包訂單', 'Data packet orders']),
    page('consumer/order/dataApp', ['数据应用订单', '資料應用訂單', 'Data application orders']),
    page('consumer/order/apiApp', ['API应用订单', 'API應用訂單', 'API application orders']),
    page('consumer/order/apiUsage', ['API使用明细', 'API使用明細', 'API usage details']),
    page('consumer/order/dataInput', ['数据输入', '資料輸入', 'Data input']),
    page('consumer/order/inputConfig', ['输入配置', '輸入設定', 'Input configuration']),
    page('consumer/order/outputConfig', ['输出配置', '輸出設定', 'Output configuration']),
    page('consumer/order/execute', ['订单执行', '訂單執行', 'Run orders']),
    hidden('consumer/order/refund', ['申请退款', '申請退款', 'Request refund']),
    hidden('consumer/order/query', ['订单查询', '訂單查詢', 'Order search']),
  ]),
  page('consumer/permissions/index', ['资产权限管理', '資產權限管理', 'Asset permissions'], {
    icon: 'SafetyCertificateOutlined',
  }),
  page('dev/billing', ['账单管理', '帳單管理', 'Billing'], { icon: 'AccountBookOutlined' }),
  group('nodes', ['节点管理', '節點管理', 'Node management'], 'ClusterOutlined', [
    page('consumer/node/index', ['节点列表', '節點清單', 'Nodes']),
    page('consumer/node/bind', ['节点绑定', '節點綁定', 'Bind node']),
    page('consumer/node/apply', ['节点申请', '節點申請', 'Apply for node'], { permissions: PERM.nodeSave }),
    page('consumer/zqdatalink', ['数据库连接配置', '資料庫連線設定', 'Database connections']),
    hidden('consumer/zqdatalink-add-or-update', [
      '新增/编辑数据库连接',
      '新增/編輯資料庫連線',
      'Add or edit database connection',
    ]),
    hidden('consumer/zqdatalink-info', ['数据库连接详情', '資料庫連線詳情', 'Database connection details']),
    hidden('consumer/zqdatalink-test-link', ['测试连接', '測試連線', 'Test connection']),
    hidden('consumer/zqdatalink-info-table', ['数据库表详情', '資料庫表詳情', 'Database table details']),
    hidden('consumer/zqdatalink-info-field', ['数据库字段详情', '資料庫欄位詳情', 'Database field details']),
    page('consumer/zqdatatable', ['数据表管理', '資料表管理', 'Tables']),
    hidden('consumer/zqdatatable-add-or-update', ['新增/编辑数据表', '新增/編輯資料表', 'Add or edit table']),
    page('sys/configuration', ['可信存储管理', '可信儲存管理', 'Trusted storage']),
  ]),
  page('consumer/repeat/report', ['重复报告', '重複報告', 'Duplicate reports'], {
    icon: 'FileSearchOutlined',
  }),
];

/** Menu trees seeded per role type; the first shown entry of each is the role's home. */
/**
 * Names the seed gave entries before (per role, by key). An entry still named exactly as a former seed named it
 * takes the current seed name when menus are synced; one renamed since (by an operator) is left as it is.
 */
export const FORMER_MENU_NAMES: Partial<Record<RoleType, Record<string, readonly Localized[]>>> = {
  3: {
    // Was named for data packages alone, though it also adds and edits asset and table goods.
    'producer/zqdata-update': [loc(['编辑数据包', '編輯資料包', 'Edit data package'])],
  },
};

/** The staff permission of each operator area: every page of a group (or a single page) carries it. */
const STAFF_AREAS: Readonly<Record<string, string>> = {
  'operate/index': STAFF_PERMISSIONS.home,
  'operate/logon/approve': STAFF_PERMISSIONS.users,
  'group:users': STAFF_PERMISSIONS.users,
  'group:categories': STAFF_PERMISSIONS.catalog,
  'sys/zqdataclass-add-or-update': STAFF_PERMISSIONS.catalog,
  'sys/zqgoodsclass-add-or-update': STAFF_PERMISSIONS.catalog,
  'group:assets': STAFF_PERMISSIONS.assets,
  'group:goods': STAFF_PERMISSIONS.goods,
  'operate/zqOperateLink': STAFF_PERMISSIONS.goods,
  'group:orders': STAFF_PERMISSIONS.orders,
  'group:billing': STAFF_PERMISSIONS.billing,
  'group:nodes': STAFF_PERMISSIONS.nodes,
  'operate/zqSecretKeyManagement/secretKey': STAFF_PERMISSIONS.kms,
  'operate/zqWeBase': STAFF_PERMISSIONS.evidence,
  'group:content': STAFF_PERMISSIONS.content,
  'operate/zqagreement/zqagreement': STAFF_PERMISSIONS.content,
  'operate/zqagreement/zqagreement-add-or-update': STAFF_PERMISSIONS.content,
  'operate/zqfooterclass/zqfooterclass': STAFF_PERMISSIONS.content,
  'operate/zqfooterclass/zqfooterclass-add-or-update': STAFF_PERMISSIONS.content,
  'flow-todo': STAFF_PERMISSIONS.workflow,
  'flow/running': STAFF_PERMISSIONS.workflow,
  'flow/finished': STAFF_PERMISSIONS.workflow,
  'flow/model': STAFF_PERMISSIONS.workflow,
  'flow/task': STAFF_PERMISSIONS.workflow,
  'flow/zq-process-detail': STAFF_PERMISSIONS.workflow,
};

/** Adds the area's staff permission to each page of the areas above (groups pass theirs down to their pages). */
function withStaffAreas(entries: readonly MenuSeed[], inherited = ''): MenuSeed[] {
  return entries.map((entry) => {
    const area = STAFF_AREAS[entry.key] ?? inherited;
    if (entry.children) return { ...entry, children: withStaffAreas(entry.children, area) };
    if (!area || entry.permissions.split(',').includes(area)) return entry;
    return { ...entry, permissions: entry.permissions ? `${entry.permissions},${area}` : area };
  });
}

export const MENU_TREES: Record<RoleType, MenuSeed[]> = {
  0: roleTree(withStaffAreas(OPERATOR)),
  1: roleTree(CONSUMER),
  2: roleTree(DEVELOPER),
  3: roleTree(SUPPLIER),
};

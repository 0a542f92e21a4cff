import { archives, type content, type Locale, type Localized } from '@datamall/contract';
import { ARCHIVE_QUERY_DESCRIPTIONS, ARCHIVE_QUERY_TITLES } from '@datamall/contract/vehicle-archive';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db.js';
import { plainText, sanitizeRichText } from '../../platform/rich-text.js';
import * as repo from './content.repository.js';

type ChannelGroup = content.ChannelGroup;
type Names = readonly [zhCN: string, zhTW: string, enUS: string];
const loc = ([a, b, c]: Names): Localized => ({ 'zh-CN': a, 'zh-TW': b, 'en-US': c });

interface ChannelSeed {
  scode: string;
  group: ChannelGroup;
  names: Names;
  type?: 1 | 2;
  children?: Omit<ChannelSeed, 'group' | 'children'>[];
}

/** The channel structure the mall pages read by group; created once, then the operator's to change. */
const CHANNELS: ChannelSeed[] = [
  {
    scode: 'news',
    group: 'news',
    names: ['新闻资讯', '新聞資訊', 'News'],
    children: [
      { scode: 'news-platform', names: ['平台动态', '平台動態', 'Platform news'] },
      { scode: 'news-industry', names: ['行业资讯', '產業資訊', 'Industry news'] },
    ],
  },
  {
    scode: 'rules',
    group: 'rules',
    names: ['平台规则', '平台規則', 'Rules'],
    children: [
      { scode: 'rules-trade', names: ['交易规则', '交易規則', 'Trading rules'], type: 1 },
      { scode: 'rules-security', names: ['数据安全规范', '資料安全規範', 'Data security'], type: 1 },
      { scode: 'rules-service', names: ['服务规范', '服務規範', 'Service standards'], type: 1 },
    ],
  },
  {
    scode: 'help',
    group: 'help',
    names: ['帮助中心', '說明中心', 'Help center'],
    children: [
      { scode: 'help-start', names: ['新手入门', '新手入門', 'Getting started'] },
      { scode: 'help-buy', names: ['购买与使用', '購買與使用', 'Buying and using'] },
      { scode: 'help-supply', names: ['供应与发布', '供應與發佈', 'Supplying and publishing'] },
      { scode: 'help-account', names: ['账户与安全', '帳戶與安全', 'Account and security'] },
    ],
  },
  { scode: 'legal', group: 'legal', names: ['法律声明', '法律聲明', 'Legal'] },
  { scode: 'brand', group: 'brand', names: ['品牌专区', '品牌專區', 'Brands'] },
  { scode: 'scene', group: 'scene', names: ['应用场景', '應用場景', 'Scenes'] },
  { scode: 'theme', group: 'theme', names: ['专题', '專題', 'Themes'] },
];

/**
 * Creates the channel structure when there is none yet, then the content the vehicle archive pages read (every
 * start: a database made before the archives gets it too).
 */
export async function seedChannels(db: Db, clock: Clock): Promise<void> {
  if ((await repo.listChannels(db)).length === 0) await createChannels(db, clock);
  await ensureArchiveContent(db, clock);
}

async function createChannels(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    for (const [i, root] of CHANNELS.entries()) {
      const parent = await repo.insertChannel(tx, {
        scode: root.scode,
        group: root.group,
        names: loc(root.names),
        type: root.type ?? 2,
        sort: (i + 1) * 10,
        createdAt: now,
        updatedAt: now,
      });
      for (const [j, child] of (root.children ?? []).entries()) {
        await repo.insertChannel(tx, {
          scode: child.scode,
          parentId: parent.id,
          group: root.group,
          names: loc(child.names),
          type: child.type ?? 2,
          sort: (j + 1) * 10,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  });
}

/** One article in the three languages: [title, summary, html] per language. */
type Trilingual = Record<Locale, readonly [title: string, summary: string, html: string]>;

interface ArticleSeed {
  scode: string;
  /** Days before the seed time it was published. */
  daysAgo: number;
  isTop?: 1;
  author?: string;
  /** Where the page's “浏览商品” leads; `shop` is the demo supplier's storefront (the mall when it is missing). */
  link?: string | 'shop';
  text: Trilingual;
}

/** Links the demo articles may point at, found when the demo is seeded. */
export interface DemoLinks {
  /** The demo supplier's user id: its storefront is the brand page's goods. */
  supplierId?: number;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

const ARTICLES: ArticleSeed[] = [
  {
    scode: 'news-platform',
    daysAgo: 1,
    isTop: 1,
    author: '平台运营中心',
    text: {
      'zh-CN': [
        '工业数据交易平台正式上线',
        '平台面向供应方、开发方与消费方开放注册，首批上架数据资产与 API 商品。',
        p(
          '工业数据交易平台今日正式上线。供应方可以登记数据资产、发布数据包；开发方可以发布数据应用与 API 商品；消费方可以按需购买并在可信环境中使用数据。',
          '平台提供资产授权、黑白名单、安全等级脱敏与全流程审批，保障数据在流通中“可用不可见”。',
        ),
      ],
      'zh-TW': [
        '工業數據交易平台正式上線',
        '平台向供應方、開發方與消費方開放註冊，首批上架資料資產與 API 商品。',
        p(
          '工業數據交易平台今日正式上線。供應方可以登記資料資產、發佈資料包；開發方可以發佈資料應用與 API 商品；消費方可以依需求購買並在可信環境中使用資料。',
          '平台提供資產授權、黑白名單、安全等級遮罩與全流程審核，保障資料在流通中「可用不可見」。',
        ),
      ],
      'en-US': [
        'The industrial data marketplace is live',
        'Suppliers, developers and consumers can now register; the first data assets and API goods are listed.',
        p(
          'The industrial data marketplace opens today. Suppliers register data assets and publish data packages; developers publish data applications and API goods; consumers buy what they need and use the data in a trusted environment.',
          'Asset authorisation, black and white lists, masking by security grade and reviewed workflows keep data usable without exposing it.',
        ),
      ],
    },
  },
  {
    scode: 'news-platform',
    daysAgo: 6,
    author: '平台运营中心',
    text: {
      'zh-CN': [
        '隐私计算节点接入指南发布',
        '数据节点与隐私计算节点的注册、心跳与绑定流程说明。',
        p(
          '为方便供应方与消费方部署边缘节点，平台发布了节点接入指南，说明节点登记、公钥校验、心跳上报以及主备节点绑定的完整步骤。',
        ),
      ],
      'zh-TW': [
        '隱私運算節點接入指南發佈',
        '資料節點與隱私運算節點的註冊、心跳與綁定流程說明。',
        p(
          '為方便供應方與消費方部署邊緣節點，平台發佈了節點接入指南，說明節點登記、公鑰校驗、心跳回報以及主備節點綁定的完整步驟。',
        ),
      ],
      'en-US': [
        'Guide to connecting privacy-computing nodes',
        'How data nodes and privacy-computing nodes register, send heartbeats and bind.',
        p(
          'To help suppliers and consumers deploy edge nodes, the platform has published a guide covering node registration, public-key checks, heartbeats and binding secondary nodes to a primary.',
        ),
      ],
    },
  },
  {
    scode: 'news-industry',
    daysAgo: 3,
    author: '行业观察',
    text: {
      'zh-CN': [
        '制造业数据要素流通趋势观察',
        '设备运行、质量检测与供应链数据成为交易热点。',
        p(
          '随着数据要素市场建设推进，设备运行数据、质量检测数据与供应链协同数据成为工业数据交易的热点品类。',
          '企业更关注数据确权、合规使用与按次计费等灵活的交付方式。',
        ),
      ],
      'zh-TW': [
        '製造業資料要素流通趨勢觀察',
        '設備運行、品質檢測與供應鏈資料成為交易熱點。',
        p(
          '隨著資料要素市場建設推進，設備運行資料、品質檢測資料與供應鏈協同資料成為工業資料交易的熱點品類。',
          '企業更關注資料確權、合規使用與按次計費等彈性的交付方式。',
        ),
      ],
      'en-US': [
        'Trends in manufacturing data trading',
        'Equipment, quality-inspection and supply-chain data are in demand.',
        p(
          'As data markets mature, equipment operation data, quality-inspection data and supply-chain data have become the most traded industrial categories.',
          'Buyers care most about clear ownership, compliant use and flexible delivery such as pay-per-call.',
        ),
      ],
    },
  },
  {
    scode: 'rules-trade',
    daysAgo: 30,
    text: {
      'zh-CN': [
        '交易规则',
        '下单、支付、交付与结算的基本规则。',
        '<h3>一、下单与支付</h3><p>消费方选择商品规格后提交订单，使用信用额度支付。未支付订单在规定时间后自动取消。</p><h3>二、交付</h3><p>数据包在支付后开放下载；API 商品按调用次数计费。</p><h3>三、结算</h3><p>平台按月生成账单，供应方与开发方确认后开具发票。</p>',
      ],
      'zh-TW': [
        '交易規則',
        '下單、付款、交付與結算的基本規則。',
        '<h3>一、下單與付款</h3><p>消費方選擇商品規格後提交訂單，使用信用額度付款。未付款訂單在規定時間後自動取消。</p><h3>二、交付</h3><p>資料包在付款後開放下載；API 商品依呼叫次數計費。</p><h3>三、結算</h3><p>平台按月產生帳單，供應方與開發方確認後開立發票。</p>',
      ],
      'en-US': [
        'Trading rules',
        'The basic rules of ordering, paying, delivery and settlement.',
        '<h3>1. Ordering and paying</h3><p>Consumers choose a specification and place an order paid from their credit limit. Unpaid orders are cancelled after the set time.</p><h3>2. Delivery</h3><p>Data packages can be downloaded once paid; API goods are charged per call.</p><h3>3. Settlement</h3><p>Bills are produced monthly; suppliers and developers confirm them and issue invoices.</p>',
      ],
    },
  },
  {
    scode: 'rules-security',
    daysAgo: 30,
    text: {
      'zh-CN': [
        '数据安全规范',
        '数据分级、脱敏与授权使用要求。',
        p(
          '所有数据资产须标注安全等级。预览与样例数据按等级脱敏；敏感数据只能在隐私计算节点中使用，不得导出原始明细。',
        ),
      ],
      'zh-TW': [
        '資料安全規範',
        '資料分級、遮罩與授權使用要求。',
        p(
          '所有資料資產須標註安全等級。預覽與樣例資料依等級遮罩；敏感資料只能在隱私運算節點中使用，不得匯出原始明細。',
        ),
      ],
      'en-US': [
        'Data security standard',
        'Requirements on grading, masking and authorised use.',
        p(
          'Every data asset carries a security grade. Previews and samples are masked by grade; sensitive data may only be used on privacy-computing nodes and raw records may not be exported.',
        ),
      ],
    },
  },
  {
    scode: 'rules-service',
    daysAgo: 30,
    text: {
      'zh-CN': [
        '服务规范',
        '商品描述、响应时效与售后要求。',
        p('商品描述须真实准确；API 商品须公开接口文档与可用性承诺；工单应在两个工作日内响应。'),
      ],
      'zh-TW': [
        '服務規範',
        '商品描述、回應時效與售後要求。',
        p('商品描述須真實準確；API 商品須公開介面文件與可用性承諾；工單應在兩個工作日內回應。'),
      ],
      'en-US': [
        'Service standards',
        'Descriptions, response times and after-sales duties.',
        p(
          'Descriptions must be accurate; API goods must publish their interface documentation and availability commitment; tickets are answered within two working days.',
        ),
      ],
    },
  },
  {
    scode: 'help-start',
    daysAgo: 20,
    text: {
      'zh-CN': [
        '如何注册账号',
        '选择角色、填写企业信息并等待审核。',
        '<ol><li>点击页面右上角“注册”。</li><li>选择供应方、开发方或消费方角色。</li><li>填写企业名称、联系人与手机号，完成短信验证。</li><li>提交后等待平台审核，审核结果将以通知告知。</li></ol>',
      ],
      'zh-TW': [
        '如何註冊帳號',
        '選擇角色、填寫企業資訊並等待審核。',
        '<ol><li>點擊頁面右上角「註冊」。</li><li>選擇供應方、開發方或消費方角色。</li><li>填寫企業名稱、聯絡人與手機號碼，完成簡訊驗證。</li><li>提交後等待平台審核，審核結果將以通知告知。</li></ol>',
      ],
      'en-US': [
        'How to register',
        'Choose a role, enter your company details and wait for approval.',
        '<ol><li>Click “Register” at the top right.</li><li>Choose supplier, developer or consumer.</li><li>Enter your company, contact person and mobile number, and confirm the SMS code.</li><li>Wait for the platform to approve your account; you will be notified.</li></ol>',
      ],
    },
  },
  {
    scode: 'help-start',
    daysAgo: 19,
    text: {
      'zh-CN': [
        '平台角色说明',
        '供应方、开发方、消费方与运营方各自能做什么。',
        p(
          '供应方提供数据资产与数据包；开发方基于数据开发应用与 API；消费方购买并使用；运营方负责审核与平台治理。',
        ),
      ],
      'zh-TW': [
        '平台角色說明',
        '供應方、開發方、消費方與營運方各自能做什麼。',
        p(
          '供應方提供資料資產與資料包；開發方基於資料開發應用與 API；消費方購買並使用；營運方負責審核與平台治理。',
        ),
      ],
      'en-US': [
        'Roles on the platform',
        'What suppliers, developers, consumers and the operator do.',
        p(
          'Suppliers provide data assets and packages; developers build applications and APIs on the data; consumers buy and use them; the operator reviews and governs the platform.',
        ),
      ],
    },
  },
  {
    scode: 'help-buy',
    daysAgo: 18,
    text: {
      'zh-CN': [
        '如何购买数据商品',
        '浏览、选择规格、下单与支付。',
        p(
          '在商城中浏览商品，进入详情页选择规格后点击购买，确认订单并使用信用额度支付。支付成功后可在订单管理中配置输入输出并运行。',
        ),
      ],
      'zh-TW': [
        '如何購買資料商品',
        '瀏覽、選擇規格、下單與付款。',
        p(
          '在商城中瀏覽商品，進入詳情頁選擇規格後點擊購買，確認訂單並使用信用額度付款。付款成功後可在訂單管理中設定輸入輸出並執行。',
        ),
      ],
      'en-US': [
        'How to buy data goods',
        'Browse, pick a specification, order and pay.',
        p(
          'Browse the mall, open a detail page, choose a specification and click Buy. Confirm the order and pay from your credit limit. Then configure input and output and run it from your orders.',
        ),
      ],
    },
  },
  {
    scode: 'help-supply',
    daysAgo: 17,
    text: {
      'zh-CN': [
        '如何发布数据包',
        '登记资产、创建商品、提交审核。',
        p(
          '供应方先配置数据库连接并登记数据资产，资产审核通过后即可创建数据包商品，设置规格与价格并提交上架审核。',
        ),
      ],
      'zh-TW': [
        '如何發佈資料包',
        '登記資產、建立商品、提交審核。',
        p(
          '供應方先設定資料庫連線並登記資料資產，資產審核通過後即可建立資料包商品，設定規格與價格並提交上架審核。',
        ),
      ],
      'en-US': [
        'How to publish a data package',
        'Register the asset, create the goods, submit for review.',
        p(
          'Suppliers first configure a database connection and register a data asset. Once the asset is approved they create a data package, set its specifications and prices, and submit it for listing.',
        ),
      ],
    },
  },
  {
    scode: 'help-account',
    daysAgo: 16,
    text: {
      'zh-CN': [
        '忘记密码怎么办',
        '通过手机验证码重置密码。',
        p(
          '在登录页点击“忘记密码”，输入注册手机号并完成短信验证后即可设置新密码。连续输错 5 次密码账号将锁定 15 分钟。',
        ),
      ],
      'zh-TW': [
        '忘記密碼怎麼辦',
        '透過手機驗證碼重設密碼。',
        p(
          '在登入頁點擊「忘記密碼」，輸入註冊手機號碼並完成簡訊驗證後即可設定新密碼。連續輸錯 5 次密碼帳號將鎖定 15 分鐘。',
        ),
      ],
      'en-US': [
        'I forgot my password',
        'Reset it with an SMS code.',
        p(
          'On the login page click “Forgot password”, enter your registered mobile number and the SMS code, then choose a new password. Five wrong passwords in a row lock the account for 15 minutes.',
        ),
      ],
    },
  },
  {
    scode: 'legal',
    daysAgo: 40,
    text: {
      'zh-CN': [
        '服务条款',
        '使用本平台即表示同意以下条款。',
        p(
          '本平台为工业数据的合规流通提供撮合与技术服务。用户应保证所提供数据来源合法，并按约定范围使用所购数据。',
        ),
      ],
      'zh-TW': [
        '服務條款',
        '使用本平台即表示同意以下條款。',
        p(
          '本平台為工業資料的合規流通提供媒合與技術服務。使用者應保證所提供資料來源合法，並依約定範圍使用所購資料。',
        ),
      ],
      'en-US': [
        'Terms of service',
        'Using the platform means accepting these terms.',
        p(
          'The platform brokers and technically supports the compliant exchange of industrial data. Users warrant that the data they provide is lawfully sourced and use purchased data only within the agreed scope.',
        ),
      ],
    },
  },
  {
    scode: 'legal',
    daysAgo: 40,
    text: {
      'zh-CN': [
        '隐私政策',
        '我们如何收集、使用和保护您的信息。',
        p(
          '我们仅收集提供服务所必需的账户与企业信息，采用加密存储并严格控制访问权限，不会向第三方出售您的个人信息。',
        ),
      ],
      'zh-TW': [
        '隱私權政策',
        '我們如何蒐集、使用和保護您的資訊。',
        p(
          '我們僅蒐集提供服務所必需的帳戶與企業資訊，採用加密儲存並嚴格控管存取權限，不會向第三方出售您的個人資訊。',
        ),
      ],
      'en-US': [
        'Privacy policy',
        'How we collect, use and protect your information.',
        p(
          'We collect only the account and company information needed to serve you, store it encrypted under strict access control, and never sell your personal information.',
        ),
      ],
    },
  },
  {
    scode: 'brand',
    daysAgo: 10,
    link: 'shop',
    text: {
      'zh-CN': [
        '华东精密制造',
        '精密加工设备运行与质检数据供应商。',
        p('华东精密制造数据有限公司提供数控机床运行、刀具磨损与质检数据，覆盖 200 余条产线。'),
      ],
      'zh-TW': [
        '華東精密製造',
        '精密加工設備運行與品檢資料供應商。',
        p('華東精密製造資料有限公司提供數控工具機運行、刀具磨耗與品檢資料，涵蓋 200 餘條產線。'),
      ],
      'en-US': [
        'East China Precision',
        'Supplier of machining equipment and quality-inspection data.',
        p(
          'East China Precision Manufacturing Data Co. supplies CNC operation, tool-wear and inspection data from more than 200 production lines.',
        ),
      ],
    },
  },
  {
    scode: 'scene',
    daysAgo: 9,
    link: '/dataapp',
    text: {
      'zh-CN': [
        '设备预测性维护',
        '基于运行数据预测故障，减少非计划停机。',
        p('结合设备振动、温度与电流数据训练预测模型，在故障发生前安排维护，平均减少 30% 的非计划停机。'),
      ],
      'zh-TW': [
        '設備預測性維護',
        '基於運行資料預測故障，減少非計畫停機。',
        p('結合設備振動、溫度與電流資料訓練預測模型，在故障發生前安排維護，平均減少 30% 的非計畫停機。'),
      ],
      'en-US': [
        'Predictive maintenance',
        'Predict failures from operating data and cut unplanned downtime.',
        p(
          'Models trained on vibration, temperature and current data schedule maintenance before failures, cutting unplanned downtime by 30% on average.',
        ),
      ],
    },
  },
  {
    scode: 'theme',
    daysAgo: 8,
    text: {
      'zh-CN': [
        '汽车零部件数据专题',
        '汇集汽车零部件生产与质量相关的数据商品。',
        p('本专题汇集冲压、焊装、涂装与总装环节的生产与质量数据，帮助零部件企业优化良率。'),
      ],
      'zh-TW': [
        '汽車零組件資料專題',
        '匯集汽車零組件生產與品質相關的資料商品。',
        p('本專題匯集沖壓、焊裝、塗裝與總裝環節的生產與品質資料，協助零組件企業優化良率。'),
      ],
      'en-US': [
        'Automotive parts data',
        'Data goods about producing automotive parts and their quality.',
        p(
          'This theme gathers production and quality data from stamping, welding, painting and assembly to help parts makers improve their yield.',
        ),
      ],
    },
  },
];

interface FooterSeed {
  names: Names;
  entries: { names: Names; url?: string; html?: Names }[];
}

const FOOTER: FooterSeed[] = [
  {
    names: ['关于我们', '關於我們', 'About us'],
    entries: [
      {
        names: ['平台介绍', '平台介紹', 'About the platform'],
        html: [
          p(
            '工业数据交易平台致力于让工业数据安全、合规、高效地流通，连接数据供应方、应用开发方与数据消费方。',
          ),
          p(
            '工業數據交易平台致力於讓工業資料安全、合規、高效地流通，連結資料供應方、應用開發方與資料消費方。',
          ),
          p(
            'The industrial data marketplace makes industrial data flow safely, compliantly and efficiently, connecting suppliers, developers and consumers.',
          ),
        ],
      },
      { names: ['新闻资讯', '新聞資訊', 'News'], url: '/news' },
      {
        names: ['联系我们', '聯絡我們', 'Contact us'],
        html: [
          p('客服电话：400-000-0000（工作日 9:00-18:00）', '邮箱：service@example.com'),
          p('客服電話：400-000-0000（工作日 9:00-18:00）', '信箱：service@example.com'),
          p('Phone: 400-000-0000 (working days 9:00-18:00)', 'E-mail: service@example.com'),
        ],
      },
    ],
  },
  {
    names: ['帮助与规则', '說明與規則', 'Help and rules'],
    entries: [
      { names: ['帮助中心', '說明中心', 'Help center'], url: '/help' },
      { names: ['平台规则', '平台規則', 'Platform rules'], url: '/rules' },
      { names: ['法律声明', '法律聲明', 'Legal'], url: '/legal' },
    ],
  },
  {
    names: ['合作', '合作', 'Partnership'],
    entries: [
      { names: ['商务合作', '商務合作', 'Business cooperation'], url: '/help/bcNquestion?tab=cooperation' },
      { names: ['意见反馈', '意見回饋', 'Feedback'], url: '/help/bcNquestion?tab=feedback' },
    ],
  },
];

const AGREEMENTS: { code: string; titles: Names; html: Names }[] = [
  {
    code: 'register',
    titles: ['用户注册协议', '使用者註冊協議', 'User registration agreement'],
    html: [
      p(
        '欢迎注册工业数据交易平台。您应保证注册信息真实、准确，并妥善保管账号与密码。',
        '您在平台上发布或购买的数据，应遵守国家法律法规与平台规则。',
      ),
      p(
        '歡迎註冊工業數據交易平台。您應保證註冊資訊真實、準確，並妥善保管帳號與密碼。',
        '您在平台上發佈或購買的資料，應遵守法律法規與平台規則。',
      ),
      p(
        'Welcome to the industrial data marketplace. Your registration details must be true and accurate, and you must keep your account and password safe.',
        'Data you publish or buy on the platform must comply with the law and the platform rules.',
      ),
    ],
  },
  {
    code: 'privacy',
    titles: ['隐私协议', '隱私協議', 'Privacy agreement'],
    html: [
      p('平台仅在提供服务所必需的范围内处理您的个人信息，并采取加密与访问控制措施保护其安全。'),
      p('平台僅在提供服務所必需的範圍內處理您的個人資訊，並採取加密與存取控制措施保護其安全。'),
      p(
        'The platform processes your personal information only as far as needed to serve you, protected by encryption and access control.',
      ),
    ],
  },
];

/**
 * Demo content (SEED_DEMO): articles in three languages, the footer and the agreements. Each part is only
 * seeded while it is empty (the archive's own agreement and questions not counted: every start ensures them),
 * so a restart never duplicates or overwrites what an operator wrote.
 */
export async function seedDemoContent(
  db: Db,
  clock: Clock,
  authorId: number | null,
  links: DemoLinks = {},
): Promise<void> {
  const linkOf = (link: ArticleSeed['link']) =>
    link === 'shop'
      ? links.supplierId
        ? `/supplyStore?ownerId=${links.supplierId}`
        : '/dataapp'
      : (link ?? '');
  await seedChannels(db, clock);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const channels = new Map((await repo.listChannels(tx)).map((c) => [c.scode, c.id]));
    const others = [...channels]
      .filter(([scode]) => scode !== archives.ARCHIVE_QA_CHANNEL)
      .map(([, id]) => id);
    if ((await repo.countArticles(tx, { channelIds: others })) === 0) {
      for (const article of ARTICLES) {
        const channelId = channels.get(article.scode);
        if (!channelId) continue;
        const publishDate = new Date(now.getTime() - article.daysAgo * 86_400_000);
        for (const [lang, [title, summary, html]] of Object.entries(article.text)) {
          const content = sanitizeRichText(html);
          await repo.insertArticle(tx, {
            channelId,
            lang,
            title,
            summary: summary || plainText(content).slice(0, 200),
            author: article.author ?? '',
            link: linkOf(article.link),
            content,
            status: 1,
            isTop: article.isTop ?? 0,
            publishDate,
            createdBy: authorId,
            createdAt: publishDate,
            updatedAt: publishDate,
          });
        }
      }
    }
    if ((await repo.listFooter(tx, false)).length === 0) {
      for (const [i, column] of FOOTER.entries()) {
        const empty = loc(['', '', '']);
        const row = await repo.insertFooter(tx, {
          pid: 0,
          names: loc(column.names),
          contents: empty,
          sort: (i + 1) * 10,
          createdAt: now,
          updatedAt: now,
        });
        for (const [j, entry] of column.entries.entries()) {
          await repo.insertFooter(tx, {
            pid: row.id,
            names: loc(entry.names),
            url: entry.url ?? '',
            contents: entry.html ? loc(entry.html) : empty,
            sort: (j + 1) * 10,
            createdAt: now,
            updatedAt: now,
          });
        }
      }
    }
    const agreements = (await repo.pageAgreements(tx, { page: 1, limit: 1 })).total;
    const archiveAgreement = await repo.findAgreementByCode(tx, archives.ARCHIVE_AGREEMENT_CODE);
    if (agreements - (archiveAgreement ? 1 : 0) === 0) {
      for (const a of AGREEMENTS) {
        await repo.insertAgreement(tx, {
          code: a.code,
          titles: loc(a.titles),
          contents: loc(a.html),
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  });
}

// --- vehicle archives ---------------------------------------------------------------------------------------

const h3 = (text: string) => `<h3>${text}</h3>`;
const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((x) => `<li>${x}</li>`).join('')}</ol>`;

/** The serve agreement a consumer accepts before the first paid archive query. */
const ARCHIVE_AGREEMENT: { titles: Names; html: Names } = {
  titles: ['车辆档案查询服务协议', '車輛檔案查詢服務協議', 'Vehicle Archive Query Service Agreement'],
  html: [
    [
      p(
        '本协议是您与工业数据交易平台（以下简称“平台”）之间关于车辆电子档案查询服务（以下简称“本服务”）的约定。首次付费查询前，请仔细阅读并同意本协议；协议内容更新后，您需要重新同意方可继续查询。',
      ),
      h3('一、服务提供方'),
      p(
        '本服务由平台提供。九项查询均为平台自营开发方店铺上架的 API 商品，经平台 API 网关调用平台的档案数据源，按次计量并计入您的订单和用量。',
      ),
      h3('二、数据性质'),
      p(
        '<strong>本产品中的车辆档案数据是合成数据</strong>：由程序根据固定种子生成，不描述任何真实车辆或真实个人。与真实车辆识别代码或车牌号码的任何重合均属巧合。报告仅用于演示和测试，不得作为车辆交易、保险理赔、执法或其他决策的依据。',
      ),
      h3('三、什么是一次查询'),
      p(
        '一次查询是指以一个车辆识别代码（VIN）或车牌号码调用九项查询之一（车辆价格、维保记录、参数配置、年检记录、违章扣分、交强险保险期间、商业险出险、高速通行、新能源车辆），并得到一份报告。',
      ),
      h3('四、价格与扣费'),
      p(
        '每项查询的单价在档案首页和查询页标明。查询按次从您的信用额度扣费，或从您在商城购买的该查询次数包中扣减一次；每次扣费都生成订单记录。信用额度不足且没有可用次数包时，查询会被拒绝，不产生任何扣费。',
      ),
      h3('五、不收费的情形'),
      ul(
        '车辆识别代码或车牌号码格式不正确（包括校验位错误）；',
        '档案中没有该车辆，或对非新能源车辆发起新能源查询；',
        '因平台、网关或数据源的原因调用失败。',
      ),
      h3('六、报告的保存与下载'),
      p(
        '每份报告都会保存在您的查询记录中。您可以随时重新打开报告、下载 A4 格式的 PDF 或打印，均不会再次扣费。',
      ),
      h3('七、存证'),
      p(
        '每份报告生成时，平台计算其内容的 SHA-256 哈希并记录在平台的存证账本中。您可以在对应订单的存证账本中校验报告未被篡改。',
      ),
      h3('八、合法使用'),
      p(
        '您只能为合法、正当的目的使用本服务：查询某辆车须对其具有正当利益（如购车、租赁、车队管理），法律要求时须事先取得车辆所有人的同意。不得利用本服务跟踪、骚扰他人，不得非法收集或出售个人信息，不得批量抓取、转售报告。违反本条的，平台有权停止服务并依法处理。',
      ),
      h3('九、个人信息保护'),
      p(
        '报告中的车牌号码隐去中间字符显示（如 沪A1***5），不包含车主姓名、证件号码或联系方式。平台仅为提供查询、计费、存证和处理投诉的目的保存您的查询记录，并采取加密与访问控制措施保护其安全。',
      ),
      h3('十、责任限制'),
      p(
        '报告数据为合成数据，平台不保证其与任何真实车辆相符，也不保证其适用于特定用途。除法律另有规定外，平台对因使用报告产生的间接损失不承担责任，对单次查询承担的责任以该次查询实际支付的费用为限。',
      ),
      h3('十一、投诉与联系'),
      p(
        '对扣费、报告内容或个人信息处理有异议的，您可以通过帮助中心的“意见反馈”、客服电话 400-000-0000（工作日 9:00-18:00）或邮箱 service@example.com 提出。平台在两个工作日内响应，并在十五个工作日内答复处理结果；经核实属于不应扣费的，平台退还相应费用。',
      ),
    ].join(''),
    [
      p(
        '本協議是您與工業數據交易平台（以下簡稱「平台」）之間關於車輛電子檔案查詢服務（以下簡稱「本服務」）的約定。首次付費查詢前，請仔細閱讀並同意本協議；協議內容更新後，您需要重新同意方可繼續查詢。',
      ),
      h3('一、服務提供方'),
      p(
        '本服務由平台提供。九項查詢均為平台自營開發方店鋪上架的 API 商品，經平台 API 閘道呼叫平台的檔案資料源，按次計量並計入您的訂單和用量。',
      ),
      h3('二、資料性質'),
      p(
        '<strong>本產品中的車輛檔案資料是合成資料</strong>：由程式根據固定種子產生，不描述任何真實車輛或真實個人。與真實車輛識別碼或車牌號碼的任何重合均屬巧合。報告僅用於展示和測試，不得作為車輛交易、保險理賠、執法或其他決策的依據。',
      ),
      h3('三、什麼是一次查詢'),
      p(
        '一次查詢是指以一個車輛識別碼（VIN）或車牌號碼呼叫九項查詢之一（車輛價格、維保記錄、參數配置、年檢記錄、違章扣分、強制險保險期間、商業險出險、高速通行、新能源車輛），並得到一份報告。',
      ),
      h3('四、價格與扣費'),
      p(
        '每項查詢的單價在檔案首頁和查詢頁標明。查詢按次從您的信用額度扣費，或從您在商城購買的該查詢次數包中扣減一次；每次扣費都產生訂單記錄。信用額度不足且沒有可用次數包時，查詢會被拒絕，不產生任何扣費。',
      ),
      h3('五、不收費的情形'),
      ul(
        '車輛識別碼或車牌號碼格式不正確（包括檢查碼錯誤）；',
        '檔案中沒有該車輛，或對非新能源車輛發起新能源查詢；',
        '因平台、閘道或資料源的原因呼叫失敗。',
      ),
      h3('六、報告的保存與下載'),
      p(
        '每份報告都會保存在您的查詢記錄中。您可以隨時重新開啟報告、下載 A4 格式的 PDF 或列印，均不會再次扣費。',
      ),
      h3('七、存證'),
      p(
        '每份報告產生時，平台計算其內容的 SHA-256 雜湊並記錄在平台的存證帳本中。您可以在對應訂單的存證帳本中校驗報告未被竄改。',
      ),
      h3('八、合法使用'),
      p(
        '您只能為合法、正當的目的使用本服務：查詢某輛車須對其具有正當利益（如購車、租賃、車隊管理），法律要求時須事先取得車輛所有人的同意。不得利用本服務跟蹤、騷擾他人，不得非法蒐集或出售個人資訊，不得大量擷取、轉售報告。違反本條的，平台有權停止服務並依法處理。',
      ),
      h3('九、個人資訊保護'),
      p(
        '報告中的車牌號碼隱去中間字元顯示（如 沪A1***5），不包含車主姓名、證件號碼或聯絡方式。平台僅為提供查詢、計費、存證和處理申訴的目的保存您的查詢記錄，並採取加密與存取控制措施保護其安全。',
      ),
      h3('十、責任限制'),
      p(
        '報告資料為合成資料，平台不保證其與任何真實車輛相符，也不保證其適用於特定用途。除法律另有規定外，平台對因使用報告產生的間接損失不承擔責任，對單次查詢承擔的責任以該次查詢實際支付的費用為限。',
      ),
      h3('十一、申訴與聯絡'),
      p(
        '對扣費、報告內容或個人資訊處理有異議的，您可以透過說明中心的「意見回饋」、客服電話 400-000-0000（工作日 9:00-18:00）或信箱 service@example.com 提出。平台在兩個工作日內回應，並在十五個工作日內答覆處理結果；經核實屬於不應扣費的，平台退還相應費用。',
      ),
    ].join(''),
    [
      p(
        'This agreement between you and the industrial data marketplace (“the platform”) governs the vehicle electronic archive query service (“the service”). Read and accept it before your first paid query; when it changes, you accept the new version before querying again.',
      ),
      h3('1. Who provides the service'),
      p(
        'The service is provided by the platform. The nine queries are API goods of the platform’s own developer shop, answered through the platform’s API gateway from the platform’s archive source, metered per query and shown in your orders and usage.',
      ),
      h3('2. The data is synthetic'),
      p(
        '<strong>The vehicle archive data in this product is synthetic</strong>: a program generates it from a fixed seed, and it describes no real vehicle and no real person. Any match with a real VIN or plate number is a coincidence. Reports are for demonstration and testing only and must not be the basis of a vehicle sale, an insurance claim, law enforcement or any other decision.',
      ),
      h3('3. What a query is'),
      p(
        'A query is one call of one of the nine queries (price, maintenance, parameters and configuration, annual inspections, violations and points, compulsory insurance period, commercial insurance losses, highway trips, new-energy vehicle) for one VIN or plate number, answered with one report.',
      ),
      h3('4. Prices and charging'),
      p(
        'The price of each query is shown on the archives home page and on the query page. A query is charged per use from your credit limit, or one use is drawn from a count pack of that query bought in the mall; every charge is recorded as an order. Without enough credit and without a pack, the query is refused and nothing is charged.',
      ),
      h3('5. What is not charged'),
      ul(
        'a VIN or plate number that is not well formed (including a wrong check digit);',
        'a vehicle the archive does not hold, or a new-energy query about a vehicle that is not a new-energy vehicle;',
        'a call that fails because of the platform, the gateway or the data source.',
      ),
      h3('6. Stored reports and downloads'),
      p(
        'Every report is kept in your query history. You can reopen it, download it as an A4 PDF or print it at any time without being charged again.',
      ),
      h3('7. Evidence'),
      p(
        'When a report is made, the platform computes the SHA-256 hash of its content and records it in the platform’s evidence ledger. You can verify in the evidence ledger of the matching order that the report has not been altered.',
      ),
      h3('8. Lawful use only'),
      p(
        'Use the service only for lawful purposes: a query about a vehicle needs a legitimate interest in it (buying, leasing, fleet management, for example) and, where the law requires it, the prior consent of its owner. Do not use it to track or harass anyone, to collect or sell personal information unlawfully, or to harvest or resell reports in bulk. The platform may stop the service and act as the law allows when this clause is broken.',
      ),
      h3('9. Personal information'),
      p(
        'Reports show plate numbers with their middle characters hidden (沪A1***5, for example) and hold no owner names, ID numbers or contact details. The platform keeps your query history only to answer queries, charge them, keep evidence and handle complaints, protected by encryption and access control.',
      ),
      h3('10. Limits of liability'),
      p(
        'The report data is synthetic: the platform does not warrant that it matches any real vehicle or that it fits any particular purpose. Except where the law provides otherwise, the platform is not liable for indirect losses from using a report, and its liability for a query is limited to the amount paid for it.',
      ),
      h3('11. Complaints and contact'),
      p(
        'If you disagree with a charge, a report or how your personal information is handled, use “Feedback” in the help center, call 400-000-0000 (working days 9:00-18:00) or write to service@example.com. The platform answers within two working days and gives its decision within fifteen working days; a charge found to be wrong is refunded.',
      ),
    ].join(''),
  ],
};

/** What the demo seeded as the serve agreement before it was written out: a row still holding it was never edited. */
const EARLIER_ARCHIVE_AGREEMENT: { titles: Names; html: Names } = {
  titles: ['车辆电子档案查询服务协议', '車輛電子檔案查詢服務協議', 'Vehicle archive query service agreement'],
  html: [
    p('查询结果仅供参考，您应在取得车辆所有人授权的前提下发起查询。'),
    p('查詢結果僅供參考，您應在取得車輛所有人授權的前提下發起查詢。'),
    p('Query results are for reference only; you may only query with the vehicle owner’s authorisation.'),
  ],
};

const ARCHIVE_QA_NAMES: Names = ['车辆档案问答', '車輛檔案問答', 'Vehicle archive Q&A'];

const LOCALES: readonly Locale[] = ['zh-CN', 'zh-TW', 'en-US'];
const byLocale = (pick: (locale: Locale) => string): Names => LOCALES.map(pick) as unknown as Names;

/** The nine queries with what each answers, in the words the archive pages use. */
const QUERY_LIST: Names = byLocale((locale) =>
  ul(
    ...archives.ARCHIVE_QUERIES.map(
      ({ query }) =>
        `<strong>${ARCHIVE_QUERY_TITLES[query][locale]}</strong>${locale === 'en-US' ? ': ' : '：'}${ARCHIVE_QUERY_DESCRIPTIONS[query][locale]}`,
    ),
  ),
);

/** The questions and answers of the archives' help channel, in the order the page lists them. */
const ARCHIVE_QA: { question: Names; answer: Names }[] = [
  {
    question: [
      '什么是车辆识别代码（VIN）？在哪里可以找到？',
      '什麼是車輛識別碼（VIN）？在哪裡可以找到？',
      'What is a VIN and where do I find it?',
    ],
    answer: [
      p(
        '车辆识别代码（VIN，俗称车架号）是每辆车唯一的 17 位编码，由数字和大写字母组成，不使用字母 I、O、Q，以免与数字 1、0 混淆。第 1–3 位是制造厂识别代码，第 9 位是校验位，第 10 位表示车型年份。',
      ) +
        p('常见的位置：') +
        ul(
          '前挡风玻璃左下角（从车外可见）；',
          '驾驶员侧车门 B 柱上的车辆铭牌；',
          '机动车行驶证、机动车登记证书和车辆合格证；',
          '交强险和商业险保单。',
        ) +
        p('输入时大小写均可，系统会自动转为大写并去掉首尾空格。'),
      p(
        '車輛識別碼（VIN，俗稱車身號碼）是每輛車唯一的 17 位編碼，由數字和大寫字母組成，不使用字母 I、O、Q，以免與數字 1、0 混淆。第 1–3 位是製造廠識別碼，第 9 位是檢查碼，第 10 位表示車型年份。',
      ) +
        p('常見的位置：') +
        ul(
          '前擋風玻璃左下角（從車外可見）；',
          '駕駛座側車門 B 柱上的車輛銘牌；',
          '行車執照、車輛登記證書和車輛合格證；',
          '強制險和商業險保單。',
        ) +
        p('輸入時大小寫均可，系統會自動轉為大寫並去掉首尾空格。'),
      p(
        'The vehicle identification number (VIN) is the 17-character code that identifies one vehicle. It uses digits and capital letters but never I, O or Q, which look like 1 and 0. Characters 1–3 identify the manufacturer, the 9th is a check digit and the 10th gives the model year.',
      ) +
        p('Where to find it:') +
        ul(
          'at the lower left corner of the windscreen (readable from outside);',
          'on the vehicle plate on the driver’s door pillar;',
          'on the vehicle licence, the registration certificate and the certificate of conformity;',
          'on the compulsory and commercial insurance policies.',
        ) +
        p('Upper or lower case are both fine: the VIN is upper-cased and trimmed before it is checked.'),
    ],
  },
  {
    question: [
      '为什么提示 VIN 校验位（第 9 位）不正确？校验位怎么计算？',
      '為什麼提示 VIN 檢查碼（第 9 位）不正確？檢查碼怎麼計算？',
      'Why is my VIN refused for its check digit (9th character), and how is it computed?',
    ],
    answer: [
      p(
        '第 9 位是根据其余 16 位算出的校验位，用来发现抄错的字符。输入的 VIN 校验位与计算结果不一致时，查询会被拒绝且不扣费，页面会给出应有的校验位和您输入的字符。最常见的原因是抄错了某一位，例如把 0 看成 D、把 8 看成 B、把 5 看成 S，请对照行驶证逐位核对。',
      ) +
        p('计算方法：') +
        ol(
          '把每一位换成数值：数字取本身；字母 A–H 依次为 1–8，J–N 为 1–5，P 为 7，R 为 9，S–Z 为 2–9。',
          '第 1–17 位依次乘以权重 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2（第 9 位自身的权重为 0）。',
          '把 17 个乘积相加，除以 11 取余数；余数 0–9 即校验位，余数为 10 时校验位是字母 X。',
        ) +
        p('例如 1M8GDM9AXKP042788：乘积之和为 351，351 ÷ 11 = 31 余 10，所以第 9 位应为 X。'),
      p(
        '第 9 位是根據其餘 16 位算出的檢查碼，用來發現抄錯的字元。輸入的 VIN 檢查碼與計算結果不一致時，查詢會被拒絕且不扣費，頁面會列出應有的檢查碼和您輸入的字元。最常見的原因是抄錯了某一位，例如把 0 看成 D、把 8 看成 B、把 5 看成 S，請對照行車執照逐位核對。',
      ) +
        p('計算方法：') +
        ol(
          '把每一位換成數值：數字取本身；字母 A–H 依序為 1–8，J–N 為 1–5，P 為 7，R 為 9，S–Z 為 2–9。',
          '第 1–17 位依序乘以權重 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2（第 9 位自身的權重為 0）。',
          '把 17 個乘積相加，除以 11 取餘數；餘數 0–9 即檢查碼，餘數為 10 時檢查碼是字母 X。',
        ) +
        p('例如 1M8GDM9AXKP042788：乘積之和為 351，351 ÷ 11 = 31 餘 10，所以第 9 位應為 X。'),
      p(
        'The 9th character is a check digit computed from the other sixteen; it catches copying mistakes. When it does not match, the query is refused and not charged, and the page shows the expected check digit next to the one you typed. Usually one character was misread (0 for D, 8 for B, 5 for S): compare the VIN with the vehicle licence character by character.',
      ) +
        p('How it is computed:') +
        ol(
          'Give every character a value: digits count as themselves; A–H are 1–8, J–N are 1–5, P is 7, R is 9 and S–Z are 2–9.',
          'Multiply characters 1–17 by the weights 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2 (the check digit itself weighs 0).',
          'Add the 17 products and take the remainder of dividing by 11: a remainder of 0–9 is the check digit, a remainder of 10 is the letter X.',
        ) +
        p(
          'For 1M8GDM9AXKP042788 the products add up to 351; 351 ÷ 11 = 31 remainder 10, so the 9th character must be X.',
        ),
    ],
  },
  {
    question: [
      '支持哪些车牌号码格式？',
      '支援哪些車牌號碼格式？',
      'Which plate number formats are accepted?',
    ],
    answer: [
      p('车牌号码由省、自治区、直辖市简称（如 京、沪、粤）和发牌机关代号字母开头，之后是：') +
        ul(
          '<strong>普通号牌，共 7 位</strong>：再加 5 位字母或数字，如 沪A12345、粤B8K2M7。',
          '<strong>新能源小型车号牌，共 8 位</strong>：第 3 位为 D 或 F，再加 1 位字母或数字和 4 位数字，如 沪AD12345。',
          '<strong>新能源大型车号牌，共 8 位</strong>：5 位数字后以 D 或 F 结尾，如 沪A12345D。',
        ) +
        p(
          'D 表示纯电动车，F 表示插电式混合动力、燃料电池等其他新能源车。号牌中不使用字母 I 和 O。输入时可以带空格或中间的“·”，小写字母会自动转为大写。报告中的车牌号码隐去中间字符显示。',
        ),
      p('車牌號碼由省、自治區、直轄市簡稱（如 京、沪、粤）和發牌機關代號字母開頭，之後是：') +
        ul(
          '<strong>普通號牌，共 7 位</strong>：再加 5 位字母或數字，如 沪A12345、粤B8K2M7。',
          '<strong>新能源小型車號牌，共 8 位</strong>：第 3 位為 D 或 F，再加 1 位字母或數字和 4 位數字，如 沪AD12345。',
          '<strong>新能源大型車號牌，共 8 位</strong>：5 位數字後以 D 或 F 結尾，如 沪A12345D。',
        ) +
        p(
          'D 表示純電動車，F 表示插電式混合動力、燃料電池等其他新能源車。號牌中不使用字母 I 和 O。輸入時可以帶空格或中間的「·」，小寫字母會自動轉為大寫。報告中的車牌號碼隱去中間字元顯示。',
        ),
      p(
        'Mainland Chinese plates start with the abbreviation of the province (京, 沪, 粤 …) and the letter of the issuing authority, followed by:',
      ) +
        ul(
          '<strong>ordinary plates, 7 characters in all</strong>: 5 more letters or digits, such as 沪A12345 or 粤B8K2M7;',
          '<strong>new-energy plates of small vehicles, 8 characters</strong>: D or F, then a letter or digit and 4 digits, such as 沪AD12345;',
          '<strong>new-energy plates of large vehicles, 8 characters</strong>: 5 digits ending in D or F, such as 沪A12345D.',
        ) +
        p(
          'D marks a pure-electric vehicle, F any other new-energy vehicle (plug-in hybrid, fuel cell). Plates never use the letters I and O. Spaces and the middle dot “·” may be typed, and lower case is upper-cased. Reports show the plate with its middle characters hidden.',
        ),
    ],
  },
  {
    question: [
      '九项查询分别能查到什么？',
      '九項查詢分別能查到什麼？',
      'What does each of the nine queries return?',
    ],
    answer: [
      p('每项查询都返回一份报告，内容如下：') +
        QUERY_LIST[0] +
        p('档案首页可以查看每项查询的示例报告，付费前先了解报告包含哪些内容。'),
      p('每項查詢都回傳一份報告，內容如下：') +
        QUERY_LIST[1] +
        p('檔案首頁可以查看每項查詢的範例報告，付費前先了解報告包含哪些內容。'),
      p('Each query answers with one report:') +
        QUERY_LIST[2] +
        p(
          'The archives home page shows an example report of every query, so you can see what it holds before paying.',
        ),
    ],
  },
  {
    question: [
      '查询怎么付费？什么情况下不扣费？',
      '查詢怎麼付費？什麼情況下不扣費？',
      'How do I pay for a query, and when am I not charged?',
    ],
    answer: [
      p('查询需要以消费方账号登录，并在首次付费查询前同意《车辆档案查询服务协议》。付费有两种方式：') +
        ul(
          '<strong>按次付费</strong>：每次查询按页面标明的单价从您的信用额度扣费。',
          '<strong>次数包</strong>：在商城“API”栏目中打开对应的车辆档案查询商品，选择次数包规格下单支付；之后的查询从次数包中扣减，查询页会显示剩余次数。',
        ) +
        p(
          '每次扣费都会出现在您的订单和用量中。以下情况不扣费：VIN 或车牌号码格式不正确、档案中没有该车辆、对非新能源车辆发起新能源查询、调用失败。信用额度不足且没有次数包时，查询会被拒绝，不会产生订单。',
        ),
      p('查詢需要以消費方帳號登入，並在首次付費查詢前同意《車輛檔案查詢服務協議》。付費有兩種方式：') +
        ul(
          '<strong>按次付費</strong>：每次查詢按頁面標明的單價從您的信用額度扣費。',
          '<strong>次數包</strong>：在商城「API」欄目中開啟對應的車輛檔案查詢商品，選擇次數包規格下單付款；之後的查詢從次數包中扣減，查詢頁會顯示剩餘次數。',
        ) +
        p(
          '每次扣費都會出現在您的訂單和用量中。以下情況不扣費：VIN 或車牌號碼格式不正確、檔案中沒有該車輛、對非新能源車輛發起新能源查詢、呼叫失敗。信用額度不足且沒有次數包時，查詢會被拒絕，不會產生訂單。',
        ),
      p(
        'Log in with a consumer account and accept the Vehicle Archive Query Service Agreement before your first paid query. There are two ways to pay:',
      ) +
        ul(
          '<strong>Per query</strong>: each query is charged from your credit limit at the price the page shows.',
          '<strong>Count packs</strong>: open the vehicle archive good under “APIs” in the mall, choose a count pack and pay for it; later queries draw from the pack, and the query page shows how many are left.',
        ) +
        p(
          'Every charge appears in your orders and usage. You are not charged for a VIN or plate that is not well formed, a vehicle the archive does not hold, a new-energy query about a vehicle that is not one, or a failed call. Without enough credit and without a pack the query is refused and no order is made.',
        ),
    ],
  },
  {
    question: [
      '在哪里查看以前的查询报告？',
      '在哪裡查看以前的查詢報告？',
      'Where do I find my past reports?',
    ],
    answer: [
      p(
        '登录后打开档案首页的“查询记录”（/archives/archivesQuery），可以按查询类型或 VIN 筛选您查询过的全部报告，也可以按车辆查看同一辆车的各项报告。点击记录即可重新打开报告。报告在查询时已经保存，重新打开、下载或打印都不会再次扣费。',
      ),
      p(
        '登入後開啟檔案首頁的「查詢記錄」（/archives/archivesQuery），可以按查詢類型或 VIN 篩選您查詢過的全部報告，也可以按車輛查看同一輛車的各項報告。點擊記錄即可重新開啟報告。報告在查詢時已經保存，重新開啟、下載或列印都不會再次扣費。',
      ),
      p(
        'Log in and open “Query history” from the archives home page (/archives/archivesQuery). It lists every report you ran, filtered by query or VIN, and can also show all reports about one vehicle. Click a row to reopen its report. Reports are stored when they are made: reopening, downloading or printing one never charges again.',
      ),
    ],
  },
  {
    question: [
      '如何下载 PDF 或打印报告？',
      '如何下載 PDF 或列印報告？',
      'How do I download a report as PDF or print it?',
    ],
    answer: [
      p(
        '在报告页点击“下载 PDF”，即可得到 A4 纸张大小的 PDF 文件，语言与当前界面语言一致，中文内容完整显示。点击“打印”会按适合 A4 纸的版式打印当前报告。查询记录中的每条报告也可以直接下载 PDF。下载和打印均不扣费，可以多次进行。',
      ),
      p(
        '在報告頁點擊「下載 PDF」，即可得到 A4 紙張大小的 PDF 檔案，語言與目前介面語言一致，中文內容完整顯示。點擊「列印」會按適合 A4 紙的版面列印目前報告。查詢記錄中的每份報告也可以直接下載 PDF。下載和列印均不扣費，可以多次進行。',
      ),
      p(
        'On the report page click “Download PDF” to get an A4 PDF in the language of the interface, Chinese text included. “Print” prints the report laid out for A4 paper. Each report in the query history can be downloaded as PDF too. Downloading and printing are free and can be repeated.',
      ),
    ],
  },
  {
    question: [
      '报告中的车辆数据是真实的吗？',
      '報告中的車輛資料是真實的嗎？',
      'Is the vehicle data in the reports real?',
    ],
    answer: [
      p(
        '不是。本产品中的车辆档案是<strong>合成数据</strong>：由仓库中的生成脚本根据固定种子生成，包含数千辆虚构车辆的车型参数、价格、维保、年检、违章、保险、高速通行和新能源电池记录。VIN 的校验位和车牌号码的格式都符合规则，但不描述任何真实车辆或真实个人，与真实号码的重合纯属巧合。',
      ) +
        p(
          '每份报告都带有“合成数据”标注。报告可用于了解和测试查询服务，不能作为购车、理赔、执法或其他决策的依据。',
        ),
      p(
        '不是。本產品中的車輛檔案是<strong>合成資料</strong>：由儲存庫中的產生腳本根據固定種子產生，包含數千輛虛構車輛的車型參數、價格、維保、年檢、違章、保險、高速通行和新能源電池記錄。VIN 的檢查碼和車牌號碼的格式都符合規則，但不描述任何真實車輛或真實個人，與真實號碼的重合純屬巧合。',
      ) +
        p(
          '每份報告都帶有「合成資料」標註。報告可用於了解和測試查詢服務，不能作為購車、理賠、執法或其他決策的依據。',
        ),
      p(
        'No. The vehicle archive in this product is <strong>synthetic</strong>: a generator script in the repository makes it from a fixed seed, with thousands of invented vehicles and their models, prices, services, inspections, violations, insurance, highway trips and new-energy battery records. VINs have correct check digits and plates follow the real formats, but they describe no real vehicle and no real person; a match with a real number is a coincidence.',
      ) +
        p(
          'Every report is labelled as synthetic. Use reports to learn and test the query service, never as the basis of a purchase, a claim, law enforcement or any other decision.',
        ),
    ],
  },
  {
    question: [
      '如何用存证账本核验报告未被篡改？',
      '如何用存證帳本校驗報告未被竄改？',
      'How do I check a report against the evidence ledger?',
    ],
    answer: [
      p(
        '每份报告生成时，平台会计算报告内容的 SHA-256 哈希，写入平台的哈希链存证账本。报告页和查询记录都会显示这个哈希。核验方法：',
      ) +
        ol(
          '在报告页记下报告的 SHA-256 哈希和订单号；',
          '在个人中心的订单中打开该订单，查看“存证账本”，其中该次查询的记录包含同一个哈希；',
          '点击“校验”，平台会重新计算本订单记录及整条链的每个哈希，结果为“校验通过”即说明记录未被篡改；',
          '也可以下载“存证回执”，在离线环境中重新计算并核对区块签名。',
        ) +
        p('如果报告显示的哈希与账本中的不一致，请通过意见反馈联系我们。'),
      p(
        '每份報告產生時，平台會計算報告內容的 SHA-256 雜湊，寫入平台的雜湊鏈存證帳本。報告頁和查詢記錄都會顯示這個雜湊。校驗方法：',
      ) +
        ol(
          '在報告頁記下報告的 SHA-256 雜湊和訂單編號；',
          '在個人中心的訂單中開啟該訂單，查看「存證帳本」，其中該次查詢的記錄包含同一個雜湊；',
          '點擊「校驗」，平台會重新計算本訂單記錄及整條鏈的每個雜湊，結果為「校驗通過」即表示記錄未被竄改；',
          '也可以下載「存證回執」，在離線環境中重新計算並核對區塊簽章。',
        ) +
        p('如果報告顯示的雜湊與帳本中的不一致，請透過意見回饋聯絡我們。'),
      p(
        'When a report is made, the platform computes the SHA-256 hash of its content and writes it to the platform’s hash-chained evidence ledger. The report page and the query history show that hash. To check it:',
      ) +
        ol(
          'note the report’s SHA-256 hash and its order number on the report page;',
          'open that order among your orders and look at its “Evidence ledger”: the entry of the query carries the same hash;',
          'click “Verify”: the platform recomputes every hash of the order’s entries and of the whole chain, and “valid” means nothing was altered;',
          'or download the evidence receipt and recompute the hashes and block signatures offline.',
        ) +
        p('If the hash a report shows differs from the ledger’s, tell us through Feedback.'),
    ],
  },
  {
    question: [
      '新能源车的电池健康度（SOH）是什么意思？',
      '新能源車的電池健康度（SOH）是什麼意思？',
      'What does the battery health (SOH) of a new-energy vehicle mean?',
    ],
    answer: [
      p(
        '电池健康度（SOH，State of Health）是动力电池当前可用容量与出厂额定容量之比，用百分比表示。新电池接近 100%；随着充放电循环、使用年限、频繁快充和高温环境，SOH 会逐渐下降，续航也随之缩短。一般认为 SOH 在 80% 以上时电池状态良好，明显低于 80% 时续航衰减较为明显。',
      ) +
        p(
          '新能源车辆查询报告给出电池类型（磷酸铁锂 LFP 或三元锂 NCM）、额定容量和续航里程，按时间列出 SOH 的变化，并按月汇总充电次数、电量以及快充和慢充的比例。该查询只适用于新能源车辆，对燃油车发起时不扣费。',
        ),
      p(
        '電池健康度（SOH，State of Health）是動力電池目前可用容量與出廠額定容量之比，以百分比表示。新電池接近 100%；隨著充放電循環、使用年限、頻繁快充和高溫環境，SOH 會逐漸下降，續航也隨之縮短。一般認為 SOH 在 80% 以上時電池狀態良好，明顯低於 80% 時續航衰減較為明顯。',
      ) +
        p(
          '新能源車輛查詢報告列出電池類型（磷酸鋰鐵 LFP 或三元鋰 NCM）、額定容量和續航里程，依時間列出 SOH 的變化，並按月彙總充電次數、電量以及快充和慢充的比例。該查詢只適用於新能源車輛，對燃油車發起時不扣費。',
        ),
      p(
        'Battery health (SOH, state of health) is the capacity the traction battery holds now as a share of its rated capacity when new. A new battery is close to 100%; charging cycles, age, frequent fast charging and heat lower it over time, and the range shrinks with it. Above 80% a battery is generally considered in good condition; well below 80% the loss of range becomes noticeable.',
      ) +
        p(
          'The new-energy report gives the battery type (LFP lithium iron phosphate or NCM), its rated capacity and range, the SOH over time, and the charging month by month with the share of fast and slow charging. The query applies to new-energy vehicles only; asking it about a combustion vehicle is not charged.',
        ),
    ],
  },
  {
    question: [
      '为什么查询前要登录并同意服务协议？',
      '為什麼查詢前要登入並同意服務協議？',
      'Why must I log in and accept the service agreement before querying?',
    ],
    answer: [
      p(
        '查询按次计费并记录在您的订单中，因此需要以消费方账号登录。车辆信息的查询还涉及合法使用和个人信息保护的要求，《车辆档案查询服务协议》说明了数据性质、计费规则、不扣费情形和您的使用义务。首次付费查询前同意一次即可；协议内容更新后，下次查询前会请您阅读并重新同意。档案首页、示例报告和本问答无需登录即可查看。',
      ),
      p(
        '查詢按次計費並記錄在您的訂單中，因此需要以消費方帳號登入。車輛資訊的查詢還涉及合法使用和個人資訊保護的要求，《車輛檔案查詢服務協議》說明了資料性質、計費規則、不扣費情形和您的使用義務。首次付費查詢前同意一次即可；協議內容更新後，下次查詢前會請您閱讀並重新同意。檔案首頁、範例報告和本問答無需登入即可查看。',
      ),
      p(
        'Queries are charged per use and recorded in your orders, so you log in with a consumer account. Querying vehicle information also comes with duties of lawful use and personal information protection: the Vehicle Archive Query Service Agreement sets out the nature of the data, the charges, what is not charged and what you undertake. You accept it once before your first paid query; when it changes, you are asked to read and accept it again before the next one. The archives home page, the example reports and these questions can be read without logging in.',
      ),
    ],
  },
];

/**
 * What the vehicle archive pages read from the content system: the serve agreement and the question-and-answer
 * channel under help. Run on every start, keyed by code and scode: a missing agreement or channel is created
 * (the channel with its questions), an existing one is left as the operator keeps it. The one exception is an
 * agreement still holding the demo's earlier placeholder text word for word, which nobody edited: it gets the
 * full text.
 */
export async function ensureArchiveContent(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    // The channel lock also serialises two servers starting on one database.
    await repo.lockChannels(tx);
    await ensureArchiveAgreement(tx, now);
    await ensureArchiveQuestions(tx, now);
  });
}

async function ensureArchiveAgreement(tx: Tx, now: Date): Promise<void> {
  const titles = loc(ARCHIVE_AGREEMENT.titles);
  const contents = loc(ARCHIVE_AGREEMENT.html.map((html) => sanitizeRichText(html)) as unknown as Names);
  const row = await repo.findAgreementByCode(tx, archives.ARCHIVE_AGREEMENT_CODE);
  if (!row) {
    await repo.insertAgreement(tx, {
      code: archives.ARCHIVE_AGREEMENT_CODE,
      titles,
      contents,
      createdAt: now,
      updatedAt: now,
    });
    return;
  }
  const earlier = EARLIER_ARCHIVE_AGREEMENT;
  const untouched = LOCALES.every(
    (locale, i) => row.titles[locale] === earlier.titles[i] && row.contents[locale] === earlier.html[i],
  );
  if (untouched) await repo.updateAgreement(tx, row.id, { titles, contents, updatedAt: now });
}

async function ensureArchiveQuestions(tx: Tx, now: Date): Promise<void> {
  const channels = await repo.listChannels(tx);
  if (channels.some((c) => c.scode === archives.ARCHIVE_QA_CHANNEL)) return;
  // Under the help center's root, after its other categories.
  const parent =
    channels.find((c) => c.scode === 'help' && c.group === 'help') ??
    channels.find((c) => c.group === 'help' && c.parentId === null);
  const siblings = channels.filter((c) => c.parentId === (parent?.id ?? null));
  const channel = await repo.insertChannel(tx, {
    scode: archives.ARCHIVE_QA_CHANNEL,
    parentId: parent?.id ?? null,
    group: 'help',
    names: loc(ARCHIVE_QA_NAMES),
    type: 2,
    sort: Math.max(0, ...siblings.map((c) => c.sort)) + 10,
    createdAt: now,
    updatedAt: now,
  });
  for (const [i, { question, answer }] of ARCHIVE_QA.entries()) {
    // The page lists newest first: a minute apart keeps the order written here.
    const publishDate = new Date(now.getTime() - i * 60_000);
    const [titles, answers] = [loc(question), loc(answer)];
    for (const lang of LOCALES) {
      const content = sanitizeRichText(answers[lang]);
      await repo.insertArticle(tx, {
        channelId: channel.id,
        lang,
        title: titles[lang],
        summary: plainText(content).slice(0, 200),
        author: '',
        link: '',
        content,
        status: 1,
        isTop: 0,
        publishDate,
        createdBy: null,
        createdAt: publishDate,
        updatedAt: publishDate,
      });
    }
  }
}

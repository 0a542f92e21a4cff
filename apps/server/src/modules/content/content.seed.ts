import type { content, Locale, Localized } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
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

/** Creates the channel structure when there is none yet. */
export async function seedChannels(db: Db, clock: Clock): Promise<void> {
  if ((await repo.listChannels(db)).length > 0) return;
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
  {
    code: 'archives-serve',
    titles: [
      '车辆电子档案查询服务协议',
      '車輛電子檔案查詢服務協議',
      'Vehicle archive query service agreement',
    ],
    html: [
      p('查询结果仅供参考，您应在取得车辆所有人授权的前提下发起查询。'),
      p('查詢結果僅供參考，您應在取得車輛所有人授權的前提下發起查詢。'),
      p('Query results are for reference only; you may only query with the vehicle owner’s authorisation.'),
    ],
  },
];

/**
 * Demo content (SEED_DEMO): articles in three languages, the footer and the agreements. Each part is only
 * seeded while it is empty, so a restart never duplicates or overwrites what an operator wrote.
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
    if ((await repo.countArticles(tx, {})) === 0) {
      const channels = new Map((await repo.listChannels(tx)).map((c) => [c.scode, c.id]));
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
    if ((await repo.pageAgreements(tx, { page: 1, limit: 10 })).total === 0) {
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

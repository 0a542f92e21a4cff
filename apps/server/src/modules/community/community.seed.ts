import type { community } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { plainText, sanitizeRichText } from '../../platform/rich-text.js';
import * as repo from './community.repository.js';

interface DemoArticle {
  category: community.Category;
  title: string;
  tags: string[];
  inColumn: boolean;
  daysAgo: number;
  views: number;
  html: string;
}

const COLUMN = {
  title: '数据应用开发实战',
  summary: '从关联数据资产、声明作业到交付运行结果：在本平台开发一个数据应用的完整过程。',
};

const ARTICLES: DemoArticle[] = [
  {
    category: 'backend',
    title: '用 SQL 作业把客户数据变成月度报表',
    tags: ['SQL', '数据应用'],
    inColumn: true,
    daysAgo: 9,
    views: 128,
    html: `<p>数据应用的作业可以是一段 SQL：平台把买家配置的输入表映射为作业里的表名，运行结果写入买家选择的输出表或 Excel 文件。</p>
<h2>1. 声明输入与输出</h2><p>在应用的“配置数据”页声明输入表的字段和输出的列，买家下单后按这些声明选择自己的连接与表。</p>
<h2>2. 编写作业</h2><pre>select region, date_trunc('month', paid_at) as month, sum(amount) as total
from orders group by 1, 2</pre><p>作业只读取输入、只写输出；超时和行数都有上限，失败时运行日志会写明原因。</p>`,
  },
  {
    category: 'api',
    title: 'API 商品的接口文档怎么写，买家才看得懂',
    tags: ['API', 'JSON Schema'],
    inColumn: true,
    daysAgo: 6,
    views: 342,
    html: `<p>接口的请求体和响应体用 JSON Schema 描述，商城详情页据此渲染文档。几条经验：</p>
<ul><li>每个字段写清楚单位和取值范围；</li><li>枚举值逐行写出含义；</li><li>给出一个真实的响应示例。</li></ul>
<p>上架前用“接口测试”从平台服务器实际调用一次上游，确认鉴权和返回格式无误。</p>`,
  },
  {
    category: 'frontend',
    title: 'Building a dashboard on top of a data API in an afternoon',
    tags: ['React', 'ECharts'],
    inColumn: false,
    daysAgo: 4,
    views: 87,
    html: `<p>Buy an API good, copy the key shown once after payment, and call the gateway from a small React app.</p>
<p>Keep the key on your server: the browser talks to your backend, your backend talks to the API. Charts come from
ECharts, loaded lazily so the first paint stays small.</p>`,
  },
  {
    category: 'test',
    title: '数据应用上线前的检查清单',
    tags: ['测试'],
    inColumn: true,
    daysAgo: 2,
    views: 56,
    html: `<ol><li>用示例数据在“数据镜像”上跑通作业；</li><li>检查空表、超长字段与非法日期；</li><li>确认输出模板与声明的列一致；</li><li>在版本说明里写清楚与上一版的差异。</li></ol>`,
  },
  {
    category: 'devtool',
    title: '在本地调试数据连接：只读账号与最小权限',
    tags: ['数据库', '安全'],
    inColumn: false,
    daysAgo: 1,
    views: 23,
    html: `<p>给平台的数据连接单独建一个只读账号，只授予需要发布的表的 SELECT 权限。连接测试通过后，预览 SQL 也只能读取。</p>`,
  },
];

/**
 * Demo community (SEED_DEMO): one published column of the demo developer and five published articles, only while
 * the community is empty, so a restart never duplicates or overwrites what developers wrote.
 */
export async function seedDemoCommunity(db: Db, clock: Clock, author: { id: number; name: string }) {
  const now = clock.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000);
  await db.transaction(async (tx) => {
    if ((await repo.countAllArticles(tx)) > 0) return;
    const column = await repo.insertColumn(tx, {
      ...COLUMN,
      authorId: author.id,
      authorName: author.name,
      status: 2,
      publishedAt: at(10),
      createdAt: at(10),
      updatedAt: at(10),
    });
    for (const article of ARTICLES) {
      const content = sanitizeRichText(article.html);
      await repo.insertArticle(tx, {
        authorId: author.id,
        authorName: author.name,
        columnId: article.inColumn ? column.id : null,
        category: article.category,
        title: article.title,
        summary: plainText(content).slice(0, 120),
        content,
        tags: article.tags,
        status: 2,
        views: article.views,
        publishedAt: at(article.daysAgo),
        createdAt: at(article.daysAgo),
        updatedAt: at(article.daysAgo),
      });
    }
  });
}

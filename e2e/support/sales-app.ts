import { callApi, loginByApi } from './api.js';
import { enableAndApprove, uploadCover } from './goods-setup.js';

type ApiSession = Awaited<ReturnType<typeof loginByApi>>;

/** The SQL job both application journeys sell: sales rows summed per region. */
export const SALES_SUMMARY_SQL =
  'select region, sum(amount) as total, count(*) as n from sales group by region order by total desc';

export interface PublishedSalesApp {
  operator: ApiSession;
  consumer: ApiSession;
  developer: ApiSession;
  itemId: string;
  skuId: string;
}

/**
 * Through the API: the operator gives the consumer credit and adds a classification; the developer publishes a
 * data application `name` with one one-off SKU (¥99) and the sales-summary SQL job; the operator approves it, so it
 * is listed.
 */
export async function publishSalesSummaryApp(
  base: string,
  app: { name: string; agreement: string; category: string; categoryEn: string; timeoutSeconds?: number },
): Promise<PublishedSalesApp> {
  const operator = await loginByApi(base, 'admin');
  const consumer = await loginByApi(base, 'consumer');
  const developer = await loginByApi(base, 'developer');
  await callApi(base, operator.token, '/server/user/updateQuota', {
    userId: consumer.userId,
    creditLimit: '5000',
    reason: '应用旅程：开通信用额度',
  });
  const category = await callApi<{ id: string }>(
    base,
    operator.token,
    '/server/sourceClassification/addSourceClassification',
    { classify: 2, name: app.category, nameEn: app.categoryEn, sort: 10, status: 1 },
  );
  const coverImage = await uploadCover(base, developer.token, [82, 196, 26]);
  const item = await callApi<{ id: string }>(base, developer.token, '/server/item/create', {
    itemType: 1,
    name: app.name,
    classificationId: category.id,
    coverImage,
    summary: '按区域汇总销售额与笔数。',
    agreement: app.agreement,
    appUrl: 'https://apps.example.com/sales-summary',
  });
  const sku = await callApi<{ id: string }>(base, developer.token, '/server/itemSku/create', {
    itemId: item.id,
    name: '一次性授权',
    billingMode: 3,
    price: '99',
  });
  await callApi(base, developer.token, '/server/appJob/save', {
    itemId: item.id,
    inputs: [
      {
        name: 'sales',
        description: '销售明细：每笔销售一行',
        columns: [
          { name: 'region', type: 'text' },
          { name: 'amount', type: 'number' },
        ],
      },
    ],
    output: {
      kind: 'table',
      columns: [
        { name: 'region', type: 'text' },
        { name: 'total', type: 'number' },
        { name: 'n', type: 'integer' },
      ],
    },
    job: { kind: 'sql', code: SALES_SUMMARY_SQL, timeoutSeconds: app.timeoutSeconds },
  });
  await enableAndApprove(
    base,
    { owner: developer.token, operator: operator.token },
    { id: item.id, name: app.name },
    { request: '请审核上架', approval: '同意上架' },
  );
  return { operator, consumer, developer, itemId: item.id, skuId: sku.id };
}

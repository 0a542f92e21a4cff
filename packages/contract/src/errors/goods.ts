import { defineErrorDomain } from './domain.js';

/** Goods and their SKUs: 10200–10239; preview SQL, item grants and take-off blockers: 10470–10479. */
export const GOODS_ERRORS = defineErrorDomain(
  {
    GOODS_NAME_TAKEN: 10200,
    GOODS_CLASSIFICATION_INVALID: 10201,
    GOODS_BRAND_INVALID: 10202,
    GOODS_NO_SKU_ON_SALE: 10203,
    GOODS_OFF_BLOCKED: 10204,
    GOODS_SOURCE_NOT_APPROVED: 10205,
    GOODS_SOURCE_DUPLICATE: 10206,
    GOODS_SOURCE_TABLE_INVALID: 10207,
    GOODS_SOURCE_REQUIRED: 10208,
    GOODS_PACKAGE_FILE_INVALID: 10209,
    GOODS_SKU_LAST_ON_SALE: 10210,
    GOODS_SKU_NAME_TAKEN: 10211,
    GOODS_SQL_NOT_QUERY: 10470,
    GOODS_SQL_WRITE_REFUSED: 10471,
    GOODS_SQL_ERROR: 10472,
    GOODS_SQL_TIMEOUT: 10473,
    GOODS_SQL_MULTIPLE: 10474,
    GOODS_GRANT_BLACK_LIST: 10475,
    GOODS_GRANT_TOO_MANY: 10476,
  },
  {
    10200: {
      'zh-CN': '已有同名商品',
      'zh-TW': '已有同名商品',
      'en-US': 'You already have a good with this name',
    },
    10201: {
      'zh-CN': '商品分类无效（须为启用的商品分类且适用于该商品类型）',
      'zh-TW': '商品分類無效（須為啟用的商品分類且適用於該商品類型）',
      'en-US':
        'Invalid goods classification (it must be an enabled goods classification that fits this kind of good)',
    },
    10202: {
      'zh-CN': '品牌无效',
      'zh-TW': '品牌無效',
      'en-US': 'Invalid brand',
    },
    10203: {
      'zh-CN': '至少需要一个在售且已审核的规格才能申请启用',
      'zh-TW': '至少需要一個在售且已審核的規格才能申請啟用',
      'en-US': 'At least one approved SKU on sale is needed before asking to enable the good',
    },
    10204: {
      'zh-CN': '商品存在未完成的订单（{count} 个），暂不能下架或停用',
      'zh-TW': '商品存在未完成的訂單（{count} 個），暫不能下架或停用',
      'en-US': 'The good has {count} unfinished order(s) and cannot be taken off now',
    },
    10205: {
      'zh-CN': '只能关联本人已审核通过的数据资产',
      'zh-TW': '只能關聯本人已審核通過的數據資產',
      'en-US': 'Only your own approved data assets can be bound',
    },
    10206: {
      'zh-CN': '该数据资产已关联到此商品',
      'zh-TW': '該數據資產已關聯到此商品',
      'en-US': 'This data asset is already bound to the good',
    },
    10207: {
      'zh-CN': '数据表无效：数据表商品须选择该资产的数据表',
      'zh-TW': '資料表無效：資料表商品須選擇該資產的資料表',
      'en-US': 'Invalid tables: a table good needs tables of that asset',
    },
    10208: {
      'zh-CN': '请先关联数据资产',
      'zh-TW': '請先關聯數據資產',
      'en-US': 'Bind at least one data asset first',
    },
    10209: {
      'zh-CN': '可信存储中找不到数据包文件：{path}',
      'zh-TW': '可信存儲中找不到數據包檔案：{path}',
      'en-US': 'Data package file not found in your trusted storage: {path}',
    },
    10210: {
      'zh-CN': '已上架商品至少保留一个在售规格，请先下架商品',
      'zh-TW': '已上架商品至少保留一個在售規格，請先下架商品',
      'en-US': 'A listed good keeps at least one SKU on sale; delist the good first',
    },
    10211: {
      'zh-CN': '该商品已有同名规格',
      'zh-TW': '該商品已有同名規格',
      'en-US': 'The good already has a SKU with this name',
    },
    10470: {
      'zh-CN': '只能测试查询语句（SELECT、WITH … SELECT、VALUES 或 TABLE）：{detail}',
      'zh-TW': '只能測試查詢語句（SELECT、WITH … SELECT、VALUES 或 TABLE）：{detail}',
      'en-US': 'Only a query (SELECT, WITH … SELECT, VALUES or TABLE) can be tested: {detail}',
    },
    10471: {
      'zh-CN': '预览 SQL 是只读的，不能修改数据（{detail}），未做任何更改',
      'zh-TW': '預覽 SQL 是唯讀的，不能修改資料（{detail}），未做任何變更',
      'en-US': 'The preview SQL is read-only and cannot change data ({detail}); nothing was changed',
    },
    10472: {
      'zh-CN': '数据库拒绝了此 SQL：{detail}',
      'zh-TW': '資料庫拒絕了此 SQL：{detail}',
      'en-US': 'The database refused the SQL: {detail}',
    },
    10473: {
      'zh-CN': '查询超过 {seconds} 秒，已被中止',
      'zh-TW': '查詢超過 {seconds} 秒，已被中止',
      'en-US': 'The query ran longer than {seconds} s and was stopped',
    },
    10474: {
      'zh-CN': '一次只能测试一条语句，请删除第一个分号之后的内容',
      'zh-TW': '一次只能測試一條語句，請刪除第一個分號之後的內容',
      'en-US': 'Only one statement can be tested at a time; remove what follows the first semicolon',
    },
    10475: {
      'zh-CN': '该商品使用黑名单，请在黑白名单页面修改',
      'zh-TW': '該商品使用黑名單，請在黑白名單頁面修改',
      'en-US': 'This good uses a black list; change it on the black/white list page',
    },
    10476: {
      'zh-CN': '白名单最多 {max} 个消费者',
      'zh-TW': '白名單最多 {max} 個消費者',
      'en-US': 'A white list holds at most {max} consumers',
    },
  },
);

import { defineErrorDomain } from './domain.js';

/** Data assets (sources), their grants and granted data: 10140–10159. */
export const ASSET_ERRORS = defineErrorDomain(
  {
    SOURCE_NAME_TAKEN: 10140,
    SOURCE_IN_USE: 10141,
    SOURCE_UNDER_REVIEW: 10142,
    SOURCE_TABLE_DUPLICATE: 10143,
    SOURCE_VERSION_NOT_FOUND: 10144,
    SOURCE_CLASSIFICATION_INVALID: 10145,
    SOURCE_LEVEL_INVALID: 10146,
    GRANT_DATES_INVALID: 10147,
    GRANT_CONSUMER_INVALID: 10148,
    GRANT_SOURCE_NOT_APPROVED: 10149,
    GRANT_OVERLAP: 10150,
    SOURCE_FIELD_UNKNOWN: 10151,
    SOURCE_CONNECTION_CHANGED: 10152,
    SOURCE_DATA_UNAVAILABLE: 10153,
    GRANT_NOT_IN_FORCE: 10154,
    GRANT_EXPORT_COLUMNS_MISSING: 10155,
    GRANT_SYNC_EXISTS: 10156,
  },
  {
    10140: {
      'zh-CN': '资产名称“{name}”已存在',
      'zh-TW': '資產名稱「{name}」已存在',
      'en-US': 'An asset named "{name}" already exists',
    },
    10141: {
      'zh-CN': '资产“{name}”正在被 {count} 个商品使用，不能删除',
      'zh-TW': '資產「{name}」正在被 {count} 個商品使用，不能刪除',
      'en-US': 'The asset "{name}" is used by {count} goods and cannot be deleted',
    },
    10142: {
      'zh-CN': '资产“{name}”正在审核中，审核结束前不能修改或删除',
      'zh-TW': '資產「{name}」正在審核中，審核結束前不能修改或刪除',
      'en-US': 'The asset "{name}" is under review and cannot be changed or deleted until the review ends',
    },
    10143: {
      'zh-CN': '数据表 {name} 重复选择',
      'zh-TW': '資料表 {name} 重複選擇',
      'en-US': 'The table {name} is chosen more than once',
    },
    10144: {
      'zh-CN': '资产版本 {version} 不存在',
      'zh-TW': '資產版本 {version} 不存在',
      'en-US': 'Version {version} of the asset does not exist',
    },
    10145: {
      'zh-CN': '所选分类不存在、已停用或不是数据资源分类',
      'zh-TW': '所選分類不存在、已停用或不是資料資源分類',
      'en-US': 'The classification does not exist, is disabled or is not a data-source classification',
    },
    10146: {
      'zh-CN': '所选安全等级不存在',
      'zh-TW': '所選安全等級不存在',
      'en-US': 'The security grade does not exist',
    },
    10147: {
      'zh-CN': '授权日期无效：结束日期不能早于开始日期，也不能早于今天',
      'zh-TW': '授權日期無效：結束日期不能早於開始日期，也不能早於今天',
      'en-US': 'Invalid dates: the end day cannot be before the start day or before today',
    },
    10148: {
      'zh-CN': '用户 {name} 不是有效的消费方',
      'zh-TW': '使用者 {name} 不是有效的消費方',
      'en-US': 'The user {name} is not an active consumer',
    },
    10149: {
      'zh-CN': '只有审核通过且未停用的资产才能授权',
      'zh-TW': '只有審核通過且未停用的資產才能授權',
      'en-US': 'Only approved, enabled assets can be granted',
    },
    10150: {
      'zh-CN': '{name} 在这段时间内已有该资产的有效授权',
      'zh-TW': '{name} 在這段時間內已有該資產的有效授權',
      'en-US': '{name} already holds a grant of this asset over these days',
    },
    10151: {
      'zh-CN': '字段 {name} 不属于该数据表',
      'zh-TW': '欄位 {name} 不屬於該資料表',
      'en-US': 'The field {name} does not belong to this table',
    },
    10152: {
      'zh-CN': '资产的数据库连接已删除，不能读取数据',
      'zh-TW': '資產的資料庫連線已刪除，不能讀取資料',
      'en-US': 'The database connection of the asset was deleted; its data cannot be read',
    },
    10153: {
      'zh-CN': '资产的数据暂时无法读取，请稍后再试',
      'zh-TW': '資產的資料暫時無法讀取，請稍後再試',
      'en-US': 'The data of the asset cannot be read right now; try again later',
    },
    10154: {
      'zh-CN': '授权当前不可用（{detail}）：仅在有效期内可以使用数据',
      'zh-TW': '授權目前不可用（{detail}）：僅在有效期內可以使用資料',
      'en-US': 'The grant is not in force ({detail}): its data can be used only within its validity',
    },
    10155: {
      'zh-CN': '目标表 {table} 缺少导出的字段：{columns}',
      'zh-TW': '目標表 {table} 缺少匯出的欄位：{columns}',
      'en-US': 'The target table {table} lacks exported columns: {columns}',
    },
    10156: {
      'zh-CN': '该表已有同步到 {table} 的计划',
      'zh-TW': '該表已有同步到 {table} 的排程',
      'en-US': 'This table is already synced into {table}',
    },
  },
);

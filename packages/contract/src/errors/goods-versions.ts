import { defineErrorDomain } from './domain.js';

/** Goods versions and cases, repetition checks and standard APIs: 10390–10419. */
export const GOODS_VERSION_ERRORS = defineErrorDomain(
  {
    REPETITION_KIND_UNSUPPORTED: 10390,
    REPETITION_NO_CONTENT: 10391,
    GOODS_VERSION_TAKEN: 10392,
    GOODS_CASE_KIND_UNSUPPORTED: 10393,
    STANDARD_API_NAME_TAKEN: 10394,
    STANDARD_API_VERSION_TAKEN: 10395,
    STANDARD_API_IN_USE: 10396,
  },
  {
    10390: {
      'zh-CN': '只有数据包和数据表商品可以做重复检测',
      'zh-TW': '只有資料包和資料表商品可以做重複檢測',
      'en-US': 'Only data packages and data-table goods can be checked for duplicates',
    },
    10391: {
      'zh-CN': '商品没有可读取的数据内容，无法做重复检测',
      'zh-TW': '商品沒有可讀取的資料內容，無法做重複檢測',
      'en-US': 'The good has no readable data content to check for duplicates',
    },
    10392: {
      'zh-CN': '版本号“{version}”已存在',
      'zh-TW': '版本號「{version}」已存在',
      'en-US': 'Version "{version}" already exists',
    },
    10393: {
      'zh-CN': '只有数据应用可以添加案例',
      'zh-TW': '只有資料應用可以新增案例',
      'en-US': 'Only data applications have use cases',
    },
    10394: {
      'zh-CN': '标准API名称“{name}”已存在',
      'zh-TW': '標準API名稱「{name}」已存在',
      'en-US': 'A standard API named "{name}" already exists',
    },
    10395: {
      'zh-CN': '标准API版本“{version}”已存在',
      'zh-TW': '標準API版本「{version}」已存在',
      'en-US': 'Standard API version "{version}" already exists',
    },
    10396: {
      'zh-CN': '标准API已被API商品使用，不能删除',
      'zh-TW': '標準API已被API商品使用，不能刪除',
      'en-US': 'The standard API is used by API goods and cannot be deleted',
    },
  },
);

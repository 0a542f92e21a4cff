import { defineErrorDomain } from './domain.js';

/** The administration console: error log, regions, home banners, demo data calls: 10640–10649. */
export const SYS_ADMIN_ERRORS = defineErrorDomain(
  {
    ERROR_LOG_NOT_FOUND: 10640,
    REGION_NOT_FOUND: 10641,
    REGION_EXISTS: 10642,
    REGION_HAS_CHILDREN: 10643,
    REGION_PARENT_INVALID: 10644,
    BANNER_NOT_FOUND: 10645,
    BANNER_SCHEDULE_INVALID: 10646,
    BANNER_LINK_INVALID: 10647,
    DEMO_DATA_OFF: 10648,
  },
  {
    10640: {
      'zh-CN': '错误日志 {id} 不存在（可能已被清理）',
      'zh-TW': '錯誤紀錄 {id} 不存在（可能已被清除）',
      'en-US': 'Error log entry {id} does not exist (it may have been purged)',
    },
    10641: {
      'zh-CN': '行政区域 {id} 不存在',
      'zh-TW': '行政區域 {id} 不存在',
      'en-US': 'Region {id} does not exist',
    },
    10642: {
      'zh-CN': '区划代码 {id} 已被使用',
      'zh-TW': '區劃代碼 {id} 已被使用',
      'en-US': 'Region code {id} is already in use',
    },
    10643: {
      'zh-CN': '行政区域 {id} 下还有下级区域，请先删除下级区域',
      'zh-TW': '行政區域 {id} 下還有下級區域，請先刪除下級區域',
      'en-US': 'Region {id} still has subregions: delete them first',
    },
    10644: {
      'zh-CN': '区域层级不符：省级区域没有上级，市级区域的上级须为省，区县的上级须为市',
      'zh-TW': '區域層級不符：省級區域沒有上級，市級區域的上級須為省，區縣的上級須為市',
      'en-US':
        'Wrong region level: a province has no parent, a city belongs to a province, a district to a city',
    },
    10645: {
      'zh-CN': '轮播图 {id} 不存在',
      'zh-TW': '輪播圖 {id} 不存在',
      'en-US': 'Banner {id} does not exist',
    },
    10646: {
      'zh-CN': '轮播图的结束时间必须晚于开始时间',
      'zh-TW': '輪播圖的結束時間必須晚於開始時間',
      'en-US': 'The banner must end after it starts',
    },
    10647: {
      'zh-CN': '链接须为站内路径（以 / 开头）或 https 网址',
      'zh-TW': '連結須為站內路徑（以 / 開頭）或 https 網址',
      'en-US': 'The link must be a path of this site (starting with /) or an https URL',
    },
    10648: {
      'zh-CN': '演示数据未开启（SEED_DEMO=0），此演示接口不可用',
      'zh-TW': '示範資料未啟用（SEED_DEMO=0），此示範介面無法使用',
      'en-US': 'Demo data is off (SEED_DEMO=0): this demo endpoint is not available',
    },
  },
);

import { defineErrorDomain } from './domain.js';

/** The developer community: 10510–10519. */
export const COMMUNITY_ERRORS = defineErrorDomain(
  {
    COMMUNITY_COLUMN_UNAVAILABLE: 10510,
    COMMUNITY_CONTENT_EMPTY: 10511,
    COMMUNITY_TOO_MANY_COLUMNS: 10513,
  },
  {
    10510: {
      'zh-CN': '该专栏不存在或不属于您',
      'zh-TW': '該專欄不存在或不屬於您',
      'en-US': 'This column does not exist or is not yours',
    },
    10511: {
      'zh-CN': '正文至少需要 {min} 个字',
      'zh-TW': '內文至少需要 {min} 個字',
      'en-US': 'The article needs at least {min} characters of text',
    },
    10513: {
      'zh-CN': '每位开发者最多创建 {max} 个专栏',
      'zh-TW': '每位開發者最多建立 {max} 個專欄',
      'en-US': 'A developer can have at most {max} columns',
    },
  },
);

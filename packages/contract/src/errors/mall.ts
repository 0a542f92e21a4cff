import { defineErrorDomain } from './domain.js';

/** The mall: 10320–10339; mall details: 10480–10489. */
export const MALL_ERRORS = defineErrorDomain(
  {
    MALL_CURSOR_INVALID: 10320,
    MALL_FOLLOW_SELF: 10321,
  },
  {
    10320: {
      'zh-CN': '翻页游标无效或与当前筛选条件不符，请从第一页重新查询',
      'zh-TW': '翻頁游標無效或與目前篩選條件不符，請從第一頁重新查詢',
      'en-US': 'The page cursor is invalid or belongs to other filters; start again from the first page',
    },
    10321: {
      'zh-CN': '不能关注自己的店铺',
      'zh-TW': '不能關注自己的店鋪',
      'en-US': 'You cannot follow your own shop',
    },
  },
);

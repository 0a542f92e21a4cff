import { defineErrorDomain } from './domain.js';

/** Content, channels, footers, agreements and notices: 10240–10269. */
export const CONTENT_ERRORS = defineErrorDomain(
  {
    CONTENT_SIGNATURE_INVALID: 10240,
    CONTENT_TIMESTAMP_INVALID: 10241,
    CONTENT_SCODE_TAKEN: 10242,
    CONTENT_CHANNEL_NOT_EMPTY: 10243,
    CONTENT_CHANNEL_PARENT_INVALID: 10244,
    CONTENT_CHANNEL_UNKNOWN: 10245,
    FOOTER_HAS_CHILDREN: 10246,
    FOOTER_PARENT_INVALID: 10247,
    CONTENT_SUBMISSION_TOO_FREQUENT: 10248,
    AGREEMENT_CODE_TAKEN: 10249,
    NOTICE_ALREADY_SENT: 10250,
    CONTENT_PUBLISH_DATE_INVALID: 10251,
  },
  {
    10240: {
      'zh-CN': '内容接口签名无效',
      'zh-TW': '內容介面簽章無效',
      'en-US': 'The content API signature is invalid',
    },
    10241: {
      'zh-CN': '内容接口时间戳缺失或已过期（允许误差{minutes}分钟）',
      'zh-TW': '內容介面時間戳記缺少或已過期（允許誤差{minutes}分鐘）',
      'en-US': 'The content API timestamp is missing or stale (at most {minutes} minutes off)',
    },
    10242: {
      'zh-CN': '栏目编码“{scode}”已存在',
      'zh-TW': '欄目代碼「{scode}」已存在',
      'en-US': 'The channel code "{scode}" is already taken',
    },
    10243: {
      'zh-CN': '该栏目下还有子栏目或文章，不能删除',
      'zh-TW': '該欄目下還有子欄目或文章，不能刪除',
      'en-US': 'The channel still has sub-channels or articles and cannot be deleted',
    },
    10244: {
      'zh-CN': '上级栏目无效：须为同一分组中的其他栏目',
      'zh-TW': '上層欄目無效：須為同一分組中的其他欄目',
      'en-US': 'Invalid parent channel: it must be another channel of the same group',
    },
    10245: {
      'zh-CN': '栏目“{scode}”不存在',
      'zh-TW': '欄目「{scode}」不存在',
      'en-US': 'The channel "{scode}" does not exist',
    },
    10246: {
      'zh-CN': '该导航栏目下还有子导航，不能删除',
      'zh-TW': '該導覽欄目下還有子導覽，不能刪除',
      'en-US': 'The footer column still has entries and cannot be deleted',
    },
    10247: {
      'zh-CN': '上级导航无效：只能选择一级导航栏目',
      'zh-TW': '上層導覽無效：只能選擇第一層導覽欄目',
      'en-US': 'Invalid parent: only a top-level footer column can hold entries',
    },
    10248: {
      'zh-CN': '提交过于频繁，请{minutes}分钟后再试',
      'zh-TW': '提交過於頻繁，請{minutes}分鐘後再試',
      'en-US': 'Too many submissions, please try again in {minutes} minutes',
    },
    10249: {
      'zh-CN': '协议编码“{code}”已存在',
      'zh-TW': '協議代碼「{code}」已存在',
      'en-US': 'The agreement code "{code}" is already taken',
    },
    10250: {
      'zh-CN': '通知已发送，不能修改',
      'zh-TW': '通知已發送，不能修改',
      'en-US': 'The notice has been sent and can no longer be changed',
    },
    10251: {
      'zh-CN': '发布时间格式错误',
      'zh-TW': '發佈時間格式錯誤',
      'en-US': 'The publish date is not a valid date',
    },
  },
);

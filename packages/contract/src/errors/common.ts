import { defineErrorDomain } from './domain.js';

/**
 * Codes every domain raises: success, the HTTP-like codes below 1000, and the refusals of an uploaded file
 * (10024–10025).
 */
export const COMMON_ERRORS = defineErrorDomain(
  {
    SUCCESS: 0,
    BAD_PARAMS: 400,
    UNAUTHORIZED: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    ILLEGAL_STATE: 409,
    TOO_MANY_REQUESTS: 429,
    SERVER_ERROR: 500,
    FILE_TOO_LARGE: 10024,
    FILE_TYPE_REFUSED: 10025,
  },
  {
    0: { 'zh-CN': '成功', 'zh-TW': '成功', 'en-US': 'Success' },
    400: {
      'zh-CN': '参数错误：{detail}',
      'zh-TW': '參數錯誤：{detail}',
      'en-US': 'Invalid parameter: {detail}',
    },
    401: {
      'zh-CN': '未授权，请登录',
      'zh-TW': '未授權，請登入',
      'en-US': 'Not authorized, please log in',
    },
    403: {
      'zh-CN': '没有权限执行此操作',
      'zh-TW': '沒有權限執行此操作',
      'en-US': 'You do not have permission to do this',
    },
    404: {
      'zh-CN': '请求的资源不存在',
      'zh-TW': '請求的資源不存在',
      'en-US': 'The requested resource does not exist',
    },
    409: {
      'zh-CN': '当前状态不允许此操作',
      'zh-TW': '目前狀態不允許此操作',
      'en-US': 'This action is not allowed in the current state',
    },
    429: {
      'zh-CN': '请求过于频繁，请稍后再试',
      'zh-TW': '請求過於頻繁，請稍後再試',
      'en-US': 'Too many requests, please try again later',
    },
    500: {
      'zh-CN': '服务器内部错误，请联系管理员',
      'zh-TW': '伺服器內部錯誤，請聯絡管理員',
      'en-US': 'Internal server error, please contact the administrator',
    },
    10024: {
      'zh-CN': '文件过大，不能超过 {mb} MB',
      'zh-TW': '檔案過大，不能超過 {mb} MB',
      'en-US': 'The file is too large: at most {mb} MB',
    },
    10025: {
      'zh-CN': '只能上传规定格式的文件',
      'zh-TW': '只能上傳規定格式的檔案',
      'en-US': 'Only files of the stated format can be uploaded',
    },
  },
);

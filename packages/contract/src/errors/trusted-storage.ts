import { defineErrorDomain } from './domain.js';

/** Trusted storage and registered database tables: 10170–10179. */
export const TRUSTED_STORAGE_ERRORS = defineErrorDomain(
  {
    TRUSTED_STORAGE_PATH_INVALID: 10170,
    TRUSTED_STORAGE_ENDPOINT_INVALID: 10171,
    DATABASE_TABLE_NAME_TAKEN: 10172,
    DATABASE_TABLE_REGISTERED: 10173,
    TRUSTED_STORAGE_AUTH_FAILED: 10174,
    TRUSTED_STORAGE_BUCKET_NOT_FOUND: 10175,
    TRUSTED_STORAGE_ACCESS_DENIED: 10176,
    TRUSTED_STORAGE_ENTRY_EXISTS: 10177,
    TRUSTED_STORAGE_FAILED: 10178,
    TRUSTED_STORAGE_FOLDER_NOT_EMPTY: 10179,
  },
  {
    10170: {
      'zh-CN': '路径“{path}”不合法：只能使用存储空间内的相对路径',
      'zh-TW': '路徑「{path}」不合法：只能使用儲存空間內的相對路徑',
      'en-US': 'The path "{path}" is not allowed: only relative paths inside your storage can be used',
    },
    10171: {
      'zh-CN': '服务地址必须是 http:// 或 https:// 开头的地址，不能包含用户名、路径或查询参数',
      'zh-TW': '服務位址必須是 http:// 或 https:// 開頭的位址，不能包含使用者名稱、路徑或查詢參數',
      'en-US': 'The endpoint must be an http:// or https:// address without user name, path or query',
    },
    10172: {
      'zh-CN': '已有名为“{name}”的数据表',
      'zh-TW': '已有名為「{name}」的資料表',
      'en-US': 'A table is already registered as "{name}"',
    },
    10173: {
      'zh-CN': '此连接的表“{table}”已登记为“{name}”',
      'zh-TW': '此連線的表「{table}」已登記為「{name}」',
      'en-US': 'The table "{table}" of this connection is already registered as "{name}"',
    },
    10174: {
      'zh-CN': '存储服务拒绝了访问密钥（Access Key）或私有密钥（Secret Key）',
      'zh-TW': '儲存服務拒絕了存取金鑰（Access Key）或私密金鑰（Secret Key）',
      'en-US': 'The storage service refused the access key or the secret key',
    },
    10175: {
      'zh-CN': '存储桶“{bucket}”不存在',
      'zh-TW': '儲存貯體「{bucket}」不存在',
      'en-US': 'The bucket "{bucket}" does not exist',
    },
    10176: {
      'zh-CN': '该密钥没有访问存储桶“{bucket}”的权限',
      'zh-TW': '該金鑰沒有存取儲存貯體「{bucket}」的權限',
      'en-US': 'These keys have no permission on the bucket "{bucket}"',
    },
    10177: {
      'zh-CN': '已存在名为“{name}”的文件或文件夹',
      'zh-TW': '已存在名為「{name}」的檔案或資料夾',
      'en-US': 'A file or folder named "{name}" already exists',
    },
    10178: {
      'zh-CN': '存储服务返回错误：{detail}',
      'zh-TW': '儲存服務回傳錯誤：{detail}',
      'en-US': 'The storage service answered with an error: {detail}',
    },
    10179: {
      'zh-CN': '文件夹“{name}”不为空，请先删除其中的文件',
      'zh-TW': '資料夾「{name}」不是空的，請先刪除其中的檔案',
      'en-US': 'The folder "{name}" is not empty; delete its files first',
    },
  },
);

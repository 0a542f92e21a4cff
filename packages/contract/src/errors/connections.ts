import { defineErrorDomain } from './domain.js';

/** Data source connections: 10100–10119. */
export const CONNECTION_ERRORS = defineErrorDomain(
  {
    CONNECTION_AUTH_FAILED: 10100,
    CONNECTION_UNREACHABLE: 10101,
    CONNECTION_UNKNOWN_DATABASE: 10102,
    CONNECTION_TIMEOUT: 10103,
    CONNECTION_HOST_REFUSED: 10104,
    CONNECTION_FAILED: 10105,
    CONNECTION_NAME_TAKEN: 10106,
    CONNECTION_OBJECT_NOT_FOUND: 10107,
    CONNECTION_HOST_UNKNOWN: 10108,
    CONNECTION_IN_USE: 10109,
  },
  {
    10100: {
      'zh-CN': '用户名或密码错误，数据库拒绝登录',
      'zh-TW': '使用者名稱或密碼錯誤，資料庫拒絕登入',
      'en-US': 'Wrong user name or password: the database refused the login',
    },
    10101: {
      'zh-CN': '无法连接到 {host}:{port}（连接被拒绝或网络不可达）',
      'zh-TW': '無法連線到 {host}:{port}（連線被拒絕或網路無法連線）',
      'en-US': 'Cannot reach {host}:{port} (connection refused or network unreachable)',
    },
    10102: {
      'zh-CN': '数据库“{database}”不存在',
      'zh-TW': '資料庫「{database}」不存在',
      'en-US': 'The database "{database}" does not exist',
    },
    10103: {
      'zh-CN': '连接超时：{seconds} 秒内没有响应',
      'zh-TW': '連線逾時：{seconds} 秒內沒有回應',
      'en-US': 'Connection timed out: no answer within {seconds} s',
    },
    10104: {
      'zh-CN': '主机“{host}”指向本机、内网或链路本地地址，平台策略禁止连接',
      'zh-TW': '主機「{host}」指向本機、內網或鏈路本地位址，平台策略禁止連線',
      'en-US': 'The host "{host}" is a loopback, private or link-local address, refused by platform policy',
    },
    10105: {
      'zh-CN': '连接失败：{detail}',
      'zh-TW': '連線失敗：{detail}',
      'en-US': 'Connection failed: {detail}',
    },
    10106: {
      'zh-CN': '已有名为“{name}”的数据库连接',
      'zh-TW': '已有名為「{name}」的資料庫連線',
      'en-US': 'A database connection is already named "{name}"',
    },
    10107: {
      'zh-CN': '模式或表“{name}”不存在',
      'zh-TW': '結構描述或表「{name}」不存在',
      'en-US': 'The schema or table "{name}" does not exist',
    },
    10108: {
      'zh-CN': '无法解析主机名“{host}”',
      'zh-TW': '無法解析主機名稱「{host}」',
      'en-US': 'The host name "{host}" cannot be resolved',
    },
    10109: {
      'zh-CN': '数据库连接“{name}”仍被使用（{users}），请先删除或改用其他连接',
      'zh-TW': '資料庫連線「{name}」仍被使用（{users}），請先刪除或改用其他連線',
      'en-US': 'The database connection "{name}" is still used by {users}: delete them or move them first',
    },
  },
);

import { defineErrorDomain } from './domain.js';

/** Mail and SMS of the administration console: configuration, templates, send logs: 10650–10659. */
export const MESSAGING_ERRORS = defineErrorDomain(
  {
    MESSAGE_TEMPLATE_CODE_TAKEN: 10650,
    MESSAGE_TEMPLATE_UNKNOWN_VARIABLE: 10651,
    MESSAGE_TEMPLATE_BUILTIN: 10652,
    MAIL_NOT_CONFIGURED: 10653,
    MAIL_SEND_FAILED: 10654,
    SMS_SEND_FAILED: 10655,
    MESSAGE_LOG_NOT_FAILED: 10656,
    SMS_SECRET_REQUIRED: 10657,
    MESSAGE_HOST_REFUSED: 10658,
    MESSAGE_SECRET_NOT_REUSABLE: 10659,
  },
  {
    10650: {
      'zh-CN': '模板编码 {code} 已存在',
      'zh-TW': '範本編碼 {code} 已存在',
      'en-US': 'A template with code {code} already exists',
    },
    10651: {
      'zh-CN': '{field} 使用了未声明的变量 {{{name}}}，请先在变量中声明',
      'zh-TW': '{field} 使用了未宣告的變數 {{{name}}}，請先在變數中宣告',
      'en-US': '{field} uses {{{name}}}, which is not a declared variable: declare it first',
    },
    10652: {
      'zh-CN': '模板 {code} 用于平台通知，不能删除或修改编码',
      'zh-TW': '範本 {code} 用於平台通知，不能刪除或修改編碼',
      'en-US': "Template {code} is used by the platform's notifications: it cannot be deleted or recoded",
    },
    10653: {
      'zh-CN': '邮件服务未配置，请先保存 SMTP 配置',
      'zh-TW': '郵件服務未設定，請先儲存 SMTP 設定',
      'en-US': 'Mail is not configured: save the SMTP configuration first',
    },
    10654: {
      'zh-CN': '邮件发送失败：{reason}',
      'zh-TW': '郵件寄送失敗：{reason}',
      'en-US': 'The mail was not sent: {reason}',
    },
    10655: {
      'zh-CN': '短信发送失败：{reason}',
      'zh-TW': '簡訊發送失敗：{reason}',
      'en-US': 'The SMS was not sent: {reason}',
    },
    10656: {
      'zh-CN': '只能重发发送失败的记录（记录 {id} 不是失败状态）',
      'zh-TW': '只能重發發送失敗的紀錄（紀錄 {id} 不是失敗狀態）',
      'en-US': 'Only failed entries can be resent (entry {id} has not failed)',
    },
    10657: {
      'zh-CN': 'HTTP 短信服务需要签名密钥',
      'zh-TW': 'HTTP 簡訊服務需要簽章金鑰',
      'en-US': 'The HTTP SMS provider needs a signing secret',
    },
    10658: {
      'zh-CN': '主机“{host}”指向本机、内网或链路本地地址，平台策略禁止连接',
      'zh-TW': '主機「{host}」指向本機、內網或鏈路本地位址，平台策略禁止連線',
      'en-US': 'The host "{host}" is a loopback, private or link-local address, refused by platform policy',
    },
    10659: {
      'zh-CN': '服务器地址或用户名已更改，请重新输入 {field}（已保存的密钥只用于原来的服务器）',
      'zh-TW': '伺服器位址或使用者名稱已變更，請重新輸入 {field}（已儲存的金鑰只用於原來的伺服器）',
      'en-US':
        'The server address or username changed: enter {field} again (the saved one is only used with the server it was saved for)',
    },
  },
);

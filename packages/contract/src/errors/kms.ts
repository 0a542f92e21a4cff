import { defineErrorDomain } from './domain.js';

/** Computing keys (KMS): 10560–10579. */
export const KMS_ERRORS = defineErrorDomain(
  {
    KMS_NAME_TAKEN: 10560,
    KMS_KEY_UNUSABLE: 10561,
    KMS_KEY_DESTROYED: 10562,
    KMS_WRONG_OPERATION: 10563,
    KMS_CIPHERTEXT_INVALID: 10564,
  },
  {
    10560: {
      'zh-CN': '密钥名称 {name} 已存在',
      'zh-TW': '金鑰名稱 {name} 已存在',
      'en-US': 'A key named {name} already exists',
    },
    10561: {
      'zh-CN': '密钥 {name} 已停用或待销毁，不能用于加密或签名',
      'zh-TW': '金鑰 {name} 已停用或待銷毀，不能用於加密或簽章',
      'en-US': 'The key {name} is disabled or pending destruction: it cannot be used to encrypt or sign',
    },
    10562: {
      'zh-CN': '密钥 {name} 已销毁，其密文无法再解密',
      'zh-TW': '金鑰 {name} 已銷毀，其密文無法再解密',
      'en-US': 'The key {name} is destroyed: what it encrypted can no longer be decrypted',
    },
    10563: {
      'zh-CN': '{algorithm} 密钥不能用于{operation}',
      'zh-TW': '{algorithm} 金鑰不能用於{operation}',
      'en-US': 'A {algorithm} key cannot be used to {operation}',
    },
    10564: {
      'zh-CN': '密文格式错误或已被篡改',
      'zh-TW': '密文格式錯誤或已被竄改',
      'en-US': 'The ciphertext is malformed or was altered',
    },
  },
);

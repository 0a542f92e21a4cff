import { defineErrorDomain } from './domain.js';

/** Classifications, tags and security levels: 10120–10139. */
export const CATALOG_ERRORS = defineErrorDomain(
  {
    CLASSIFICATION_NAME_TAKEN: 10120,
    CLASSIFICATION_HAS_CHILDREN: 10121,
    CLASSIFICATION_HAS_TAGS: 10122,
    CATALOG_IN_USE: 10123,
    CLASSIFICATION_CYCLE: 10124,
    CLASSIFICATION_PARENT_INVALID: 10125,
    TAG_NAME_TAKEN: 10126,
    SECURITY_LEVEL_TAKEN: 10127,
    SECURITY_LEVEL_NAME_TAKEN: 10128,
  },
  {
    10120: {
      'zh-CN': '同一级下已有名为“{name}”的分类',
      'zh-TW': '同一層級下已有名為「{name}」的分類',
      'en-US': 'A sibling classification is already named "{name}"',
    },
    10121: {
      'zh-CN': '该分类下还有 {count} 个子分类，请先删除子分类',
      'zh-TW': '該分類下還有 {count} 個子分類，請先刪除子分類',
      'en-US': 'This classification still has {count} child classification(s); delete them first',
    },
    10122: {
      'zh-CN': '该分类下还有 {count} 个标签，请先删除标签',
      'zh-TW': '該分類下還有 {count} 個標籤，請先刪除標籤',
      'en-US': 'This classification still has {count} tag(s); delete them first',
    },
    10123: {
      'zh-CN': '“{name}”正在被 {count} 项资产或商品使用，不能删除',
      'zh-TW': '「{name}」正在被 {count} 項資產或商品使用，不能刪除',
      'en-US': '"{name}" is used by {count} asset(s) or goods and cannot be deleted',
    },
    10124: {
      'zh-CN': '不能把分类移动到它自己或它的下级分类之下',
      'zh-TW': '不能把分類移動到它自己或它的下級分類之下',
      'en-US': 'A classification cannot be moved under itself or one of its descendants',
    },
    10125: {
      'zh-CN': '上级分类不存在或不属于同一分类类型',
      'zh-TW': '上級分類不存在或不屬於同一分類類型',
      'en-US': 'The parent classification does not exist or belongs to another kind',
    },
    10126: {
      'zh-CN': '标签“{name}”已存在',
      'zh-TW': '標籤「{name}」已存在',
      'en-US': 'The tag "{name}" already exists',
    },
    10127: {
      'zh-CN': '安全等级 {level} 已存在',
      'zh-TW': '安全等級 {level} 已存在',
      'en-US': 'Security level {level} already exists',
    },
    10128: {
      'zh-CN': '已有名为“{name}”的安全等级',
      'zh-TW': '已有名為「{name}」的安全等級',
      'en-US': 'A security grade is already named "{name}"',
    },
  },
);

import { defineErrorDomain } from './domain.js';

/** Nodes and their binding: 10160–10169. */
export const NODE_ERRORS = defineErrorDomain(
  {
    NODE_NAME_TAKEN: 10160,
    NODE_TOKEN_INVALID: 10161,
    NODE_BIND_SELF: 10162,
    NODE_BIND_CYCLE: 10163,
    NODE_ALREADY_BOUND: 10164,
    NODE_HAS_SECONDARIES: 10165,
    NODE_IN_USE: 10166,
    NODE_NOT_BOUND: 10167,
    NODE_KIND_MISMATCH: 10168,
    NODE_ADDRESS_TAKEN: 10169,
  },
  {
    10160: {
      'zh-CN': '已有名为“{name}”的节点',
      'zh-TW': '已有名為「{name}」的節點',
      'en-US': 'A node is already named "{name}"',
    },
    10161: {
      'zh-CN': '节点身份验证失败：节点编号或节点令牌不正确',
      'zh-TW': '節點身分驗證失敗：節點編號或節點權杖不正確',
      'en-US': 'Node authentication failed: wrong node id or node token',
    },
    10162: {
      'zh-CN': '节点不能绑定为它自己的二级节点',
      'zh-TW': '節點不能綁定為它自己的次級節點',
      'en-US': 'A node cannot be bound as its own secondary node',
    },
    10163: {
      'zh-CN': '节点“{name}”是当前节点的上级节点，绑定后会形成循环',
      'zh-TW': '節點「{name}」是目前節點的上級節點，綁定後會形成循環',
      'en-US': 'The node "{name}" is above this node: binding it would make a cycle',
    },
    10164: {
      'zh-CN': '节点“{name}”已绑定到主节点“{primary}”，请先解绑',
      'zh-TW': '節點「{name}」已綁定到主節點「{primary}」，請先解除綁定',
      'en-US': 'The node "{name}" is already bound to the primary node "{primary}"; unbind it first',
    },
    10165: {
      'zh-CN': '节点“{name}”还绑定有 {count} 个二级节点，请先解绑',
      'zh-TW': '節點「{name}」還綁定有 {count} 個次級節點，請先解除綁定',
      'en-US': 'The node "{name}" still has {count} secondary node(s); unbind them first',
    },
    10166: {
      'zh-CN': '节点“{name}”上还有 {count} 项数据资产，不能删除',
      'zh-TW': '節點「{name}」上還有 {count} 項資料資產，不能刪除',
      'en-US': 'The node "{name}" still hosts {count} data asset(s) and cannot be deleted',
    },
    10167: {
      'zh-CN': '节点“{name}”不是该主节点的二级节点',
      'zh-TW': '節點「{name}」不是該主節點的次級節點',
      'en-US': 'The node "{name}" is not a secondary node of this primary node',
    },
    10168: {
      'zh-CN': '只能绑定同类型的节点：“{name}”的类型不同',
      'zh-TW': '只能綁定同類型的節點：「{name}」的類型不同',
      'en-US': 'Only nodes of the same kind can be bound: "{name}" is of another kind',
    },
    10169: {
      'zh-CN': '你的节点“{name}”已使用地址 {address}',
      'zh-TW': '你的節點「{name}」已使用位址 {address}',
      'en-US': 'Your node "{name}" already uses the address {address}',
    },
  },
);

import { defineErrorDomain } from './domain.js';

/** Privacy-computing jobs: 10720–10739. */
export const PRIVACY_ERRORS = defineErrorDomain(
  {
    PRIVACY_JOB_NOT_ON_NODE: 10720,
    PRIVACY_JOB_ENDED: 10721,
    PRIVACY_MESSAGE_REFUSED: 10722,
    PRIVACY_SPEC_INVALID: 10723,
    PRIVACY_NODE_UNUSABLE: 10724,
  },
  {
    10720: {
      'zh-CN': '该隐私计算任务没有由此节点参与的一方',
      'zh-TW': '該隱私計算任務沒有由此節點參與的一方',
      'en-US': 'This privacy job has no party on this node',
    },
    10721: {
      'zh-CN': '该隐私计算任务已结束（{status}），不再接收消息',
      'zh-TW': '該隱私計算任務已結束（{status}），不再接收訊息',
      'en-US': 'This privacy job has ended ({status}) and takes no more messages',
    },
    10722: {
      'zh-CN': '消息被拒收：{reason}',
      'zh-TW': '訊息被拒收：{reason}',
      'en-US': 'Message refused: {reason}',
    },
    10723: {
      'zh-CN': '任务定义无法安全计算：{reason}',
      'zh-TW': '任務定義無法安全計算：{reason}',
      'en-US': 'The job cannot be computed safely as defined: {reason}',
    },
    10724: {
      'zh-CN': '节点 {nodeId} 不是该参与方的隐私计算节点',
      'zh-TW': '節點 {nodeId} 不是該參與方的隱私計算節點',
      'en-US': 'Node {nodeId} is not a privacy-computing node of this party',
    },
  },
);

import { defineErrorDomain } from './domain.js';

/** Workflow tasks and processes (roll back, terminate, claim): 10540–10549. */
export const WORKFLOW_ERRORS = defineErrorDomain(
  {
    WORKFLOW_NO_PREVIOUS_STEP: 10540,
    WORKFLOW_NOT_TERMINABLE: 10541,
    WORKFLOW_PROCESS_ENDED: 10542,
    WORKFLOW_TASK_CLAIMED: 10543,
    WORKFLOW_NOT_CANDIDATE: 10544,
    WORKFLOW_NOT_HANDLER: 10545,
    WORKFLOW_NOT_TERMINATOR: 10546,
    WORKFLOW_NOT_CLAIMER: 10547,
    WORKFLOW_TASK_CLOSED: 10548,
  },
  {
    10540: {
      'zh-CN': '当前已是第一个审批节点，没有可退回的上一步',
      'zh-TW': '目前已是第一個審批節點，沒有可退回的上一步',
      'en-US': 'This is the first step of the process: there is no previous step to roll back to',
    },
    10541: {
      'zh-CN': '此类流程不能终止',
      'zh-TW': '此類流程不能終止',
      'en-US': 'Processes of this kind cannot be terminated',
    },
    10542: {
      'zh-CN': '流程已结束，不能再操作',
      'zh-TW': '流程已結束，不能再操作',
      'en-US': 'The process has already ended',
    },
    10543: {
      'zh-CN': '该任务已被其他人签收',
      'zh-TW': '該任務已被其他人簽收',
      'en-US': 'Someone else has already claimed this task',
    },
    10544: {
      'zh-CN': '您不是该任务的候选人，不能签收',
      'zh-TW': '您不是該任務的候選人，不能簽收',
      'en-US': 'You are not a candidate for this task, so you cannot claim it',
    },
    10545: {
      'zh-CN': '只有该任务的处理人可以退回',
      'zh-TW': '只有該任務的處理人可以退回',
      'en-US': "Only the task's assignee may roll it back",
    },
    10546: {
      'zh-CN': '只有流程发起人或有终止权限的运营人员可以终止流程',
      'zh-TW': '只有流程發起人或有終止權限的營運人員可以終止流程',
      'en-US':
        'Only the submitter of the process or an operator allowed to terminate processes may terminate it',
    },
    10547: {
      'zh-CN': '该任务不是您签收的，不能取消签收',
      'zh-TW': '該任務不是您簽收的，不能取消簽收',
      'en-US': 'You have not claimed this task, so you cannot unclaim it',
    },
    10548: {
      'zh-CN': '该任务已办理或已不在待办中',
      'zh-TW': '該任務已辦理或已不在待辦中',
      'en-US': 'This task has already been handled or is no longer open',
    },
  },
);

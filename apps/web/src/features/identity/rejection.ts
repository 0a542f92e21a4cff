import { ERROR_MESSAGES, ErrorCode } from '@datamall/contract';

/**
 * The operator's reason out of the 10010 message ("注册申请未通过审核：<reason>"), whatever the language the
 * server answered in; the whole message when it does not have the expected shape.
 */
export function rejectionReason(message: string): string {
  for (const template of Object.values(ERROR_MESSAGES[ErrorCode.ACCOUNT_REJECTED])) {
    const prefix = template.slice(0, template.indexOf('{reason}'));
    if (prefix && message.startsWith(prefix)) return message.slice(prefix.length).trim();
  }
  return message;
}

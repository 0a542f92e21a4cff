import { MessageLog } from '../../features/messaging/components/message-log';

/** Menu url message/mail-log: mails sent and to send, with resend of failed ones. */
export function Page() {
  return <MessageLog channel="mail" />;
}

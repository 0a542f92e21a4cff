import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { MessageLog } from '../../features/messaging/components/message-log';
import { SmsConfigForm } from '../../features/messaging/components/sms-config-form';
import { TemplateAdmin } from '../../features/messaging/components/template-admin';

/** Menu url message/sms: the SMS provider, SMS templates and the SMS log, one tab each. */
export function Page() {
  const { t } = useTranslation('messaging');
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'config', label: t('tabs.config'), children: <SmsConfigForm /> },
        { key: 'templates', label: t('tabs.templates'), children: <TemplateAdmin channel="sms" /> },
        { key: 'log', label: t('tabs.log'), children: <MessageLog channel="sms" /> },
      ]}
    />
  );
}

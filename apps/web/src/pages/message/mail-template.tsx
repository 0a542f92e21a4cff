import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailConfigModal } from '../../features/messaging/components/mail-config-modal';
import { TemplateAdmin } from '../../features/messaging/components/template-admin';

/** Menu url message/mail-template: mail templates, and the SMTP configuration in a modal. */
export function Page() {
  const { t } = useTranslation('messaging');
  const [configuring, setConfiguring] = useState(false);
  return (
    <>
      <TemplateAdmin
        channel="mail"
        toolbar={
          <Button
            icon={<SettingOutlined />}
            onClick={() => setConfiguring(true)}
            data-testid="mail-config-open"
          >
            {t('mailConfig.open')}
          </Button>
        }
      />
      {configuring && <MailConfigModal onClose={() => setConfiguring(false)} />}
    </>
  );
}

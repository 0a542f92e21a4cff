import { LOCALES, type Locale } from '@datamall/contract';
import { Alert, Button, Card, Form, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useMessageLocale, useSaveMessageLocale } from '../api/messaging';

/** The language the user's own mails and SMS are written in: loaded, chosen among the three, saved. */
export function MessageLocaleCard() {
  const { t } = useTranslation(['messaging', 'common']);
  const current = useMessageLocale();
  const save = useSaveMessageLocale();
  const [chosen, setChosen] = useState<Locale | undefined>(undefined);
  const saved = current.data?.locale;

  useEffect(() => {
    if (saved) setChosen(saved);
  }, [saved]);

  const handleSave = async () => {
    if (!chosen) return;
    try {
      await save.mutateAsync(chosen);
      notify.success(t('messaging:messageLocale.saved'));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Card title={t('messaging:messageLocale.title')} data-testid="message-locale-card">
      {current.isError ? (
        // Without the saved language nothing may be saved over it: say so and offer to read it again.
        <Alert
          type="error"
          showIcon
          message={errorText(current.error) ?? t('messaging:messageLocale.loadFailed')}
          action={
            <Button size="small" onClick={() => void current.refetch()} data-testid="message-locale-retry">
              {t('common:actions.refresh')}
            </Button>
          }
          data-testid="message-locale-error"
        />
      ) : current.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Form layout="vertical" style={{ maxWidth: 520 }}>
          <Form.Item
            label={t('messaging:messageLocale.label')}
            extra={<Typography.Text type="secondary">{t('messaging:messageLocale.hint')}</Typography.Text>}
          >
            <Space wrap>
              <Select<Locale>
                value={chosen}
                onChange={setChosen}
                style={{ width: 200 }}
                data-testid="message-locale-select"
                options={LOCALES.map((locale) => ({ value: locale, label: t(`common:language.${locale}`) }))}
              />
              <Button
                type="primary"
                onClick={() => void handleSave()}
                loading={save.isPending}
                disabled={!chosen || chosen === saved}
                data-testid="message-locale-save"
              >
                {t('common:actions.save')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}

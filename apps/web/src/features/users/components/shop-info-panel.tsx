import { EditOutlined, ShopOutlined } from '@ant-design/icons';
import { endpoints } from '@datamall/contract';
import { Alert, Avatar, Button, Card, Form, Input, Result, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useShopInfo } from '../api/shop-info';
import { type UpdateShopInfoInput, useUpdateShopInfo } from '../api/update-shop-info';
import { CertifiedBadge } from './certified-badge';
import { ShopInfoDescriptions } from './shop-info-descriptions';

type ShopValues = Required<UpdateShopInfoInput>;

const URL_PATTERN = /^https?:\/\/\S+$/i;

/**
 * zquserauthentication/info (supplier) and /devinfo (developer): the own shop, view and edit. Leaving with
 * unsaved edits asks first (route change, closing the tab, closing the browser tab).
 */
export function ShopInfoPanel() {
  const { t } = useTranslation(['users', 'common']);
  const f = useZodRules(endpoints.users.updateShopInfo);
  const shop = useShopInfo();
  const update = useUpdateShopInfo();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<ShopValues>();
  const guard = useUnsavedGuard(form);
  const logoUrl = Form.useWatch('logoUrl', form);
  const info = shop.data;

  useEffect(() => {
    if (!editing || !info) return;
    const original: ShopValues = {
      shopName: info.shopName,
      logoUrl: info.logoUrl,
      intro: info.intro,
      contactName: info.contactName,
      contactPhone: info.contactPhone,
      address: info.address,
    };
    form.setFieldsValue(original);
    guard.register(original);
  }, [editing, info, form, guard]);

  if (shop.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!info) return <Result status="warning" title={errorText(shop.error) ?? t('common:empty')} />;

  const handleSave = async (values: ShopValues) => {
    try {
      await update.mutateAsync(values);
      guard.clear();
      notify.success(t('users:shop.saved'));
      setEditing(false);
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  const handleCancel = () => {
    guard.clear();
    setEditing(false);
  };

  const label = (key: string) => t(`users:shop.${key}`);
  return (
    <Card
      data-testid="shop-info"
      title={
        <Space>
          <ShopOutlined />
          {t('users:shop.title')}
          {editing ? <CertifiedBadge certified={info.certified} /> : null}
        </Space>
      }
      extra={
        editing ? null : (
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => setEditing(true)}
            data-testid="shop-edit"
          >
            {t('users:shop.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <Form<ShopValues>
          form={form}
          layout="vertical"
          style={{ maxWidth: 640 }}
          onFinish={(values) => void handleSave(values)}
          data-testid="shop-form"
        >
          <Form.Item name="shopName" label={label('shopName')} rules={f.rules('shopName', label('shopName'))}>
            <Input maxLength={f.maxLength('shopName')} showCount data-testid="shop-form-name" />
          </Form.Item>
          <Form.Item label={label('logoUrl')} required={false}>
            <Space align="start" style={{ width: '100%' }} styles={{ item: { flex: 'none' } }}>
              <Avatar
                shape="square"
                size={40}
                src={logoUrl && URL_PATTERN.test(logoUrl) ? logoUrl : undefined}
                icon={<ShopOutlined />}
                style={{ background: '#2563eb' }}
              />
              <Form.Item
                name="logoUrl"
                noStyle
                rules={[
                  ...f.rules('logoUrl', label('logoUrl')),
                  // The contract takes any text: the page shows only a web address as the logo.
                  { pattern: URL_PATTERN, message: t('users:shop.urlFormat') },
                ]}
              >
                <Input
                  maxLength={f.maxLength('logoUrl')}
                  placeholder="https://"
                  style={{ width: 480 }}
                  data-testid="shop-form-logo"
                />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item
            name="contactName"
            label={label('contactName')}
            rules={f.rules('contactName', label('contactName'))}
          >
            <Input maxLength={f.maxLength('contactName')} data-testid="shop-form-contact" />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label={label('contactPhone')}
            rules={f.rules('contactPhone', label('contactPhone'), {
              formatMessage: t('users:shop.phoneFormat'),
            })}
          >
            <Input maxLength={f.maxLength('contactPhone')} data-testid="shop-form-phone" />
          </Form.Item>
          <Form.Item name="address" label={label('address')} rules={f.rules('address', label('address'))}>
            <Input maxLength={f.maxLength('address')} />
          </Form.Item>
          <Form.Item name="intro" label={label('intro')} rules={f.rules('intro', label('intro'))}>
            <Input.TextArea
              rows={5}
              maxLength={f.maxLength('intro')}
              showCount
              data-testid="shop-form-intro"
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="shop-save">
              {t('common:actions.save')}
            </Button>
            <Button onClick={handleCancel}>{t('common:actions.cancel')}</Button>
          </Space>
        </Form>
      ) : (
        <>
          {info.shopName ? null : (
            <Alert showIcon type="warning" message={t('users:shop.notSet')} style={{ marginBottom: 16 }} />
          )}
          <ShopInfoDescriptions shop={info} />
        </>
      )}
    </Card>
  );
}

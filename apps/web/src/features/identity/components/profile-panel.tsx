import { EditOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons';
import { endpoints, ROLE_TYPE_LABELS } from '@datamall/contract';
import { Avatar, Button, Card, Descriptions, Form, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { StatusTag } from '../../../shared/ui/status-tag';
import { useBaseInfo } from '../api/base-info';
import { type UpdateUserInfoInput, useUpdateUserInfo } from '../api/update-user-info';
import { ChangePasswordDialog } from './change-password-dialog';

/** Personal information (baseInfo) with an edit form (updateUserInfo) guarded against unsaved leaves. */
export function ProfilePanel() {
  const { t } = useTranslation(['auth', 'common']);
  const locale = useLocale();
  const rules = useFormRules();
  const f = useZodRules(endpoints.identity.updateUserInfo);
  const baseInfo = useBaseInfo();
  const update = useUpdateUserInfo();
  const [editing, setEditing] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [form] = Form.useForm<UpdateUserInfoInput>();
  const guard = useUnsavedGuard(form);
  const info = baseInfo.data;

  useEffect(() => {
    if (!editing || !info) return;
    const original = { realName: info.realName, contactName: info.contactName, email: info.email };
    form.setFieldsValue(original);
    guard.register(original);
  }, [editing, info, form, guard]);

  if (baseInfo.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!info) return <Result status="warning" title={errorText(baseInfo.error) ?? t('common:empty')} />;

  const handleSave = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await update.mutateAsync(values);
      guard.clear();
      notify.success(t('auth:userinfo.saved'));
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

  return (
    <Card
      data-testid="profile-panel"
      title={
        <Space>
          <Avatar
            size={40}
            src={info.headUrl || undefined}
            icon={<UserOutlined />}
            style={{ background: '#2563eb' }}
          />
          <span>{t('auth:userinfo.title')}</span>
        </Space>
      }
      extra={
        <Space>
          <Button
            icon={<KeyOutlined />}
            onClick={() => setPasswordOpen(true)}
            data-testid="profile-change-password"
          >
            {t('auth:userinfo.changePassword')}
          </Button>
          {!editing && (
            <Button
              type="primary"
              icon={<EditOutlined />}
              onClick={() => setEditing(true)}
              data-testid="profile-edit"
            >
              {t('auth:userinfo.edit')}
            </Button>
          )}
        </Space>
      }
    >
      {editing ? (
        <Form<UpdateUserInfoInput>
          form={form}
          layout="vertical"
          style={{ maxWidth: 520 }}
          data-testid="profile-form"
          onFinish={() => void handleSave()}
        >
          <Form.Item label={t('auth:userinfo.username')}>
            <Typography.Text strong>{info.username}</Typography.Text>
          </Form.Item>
          <Form.Item
            name="realName"
            label={t('auth:userinfo.realName')}
            rules={f.rules('realName', t('auth:userinfo.realName'))}
          >
            <Input maxLength={f.maxLength('realName')} data-testid="profile-realName" />
          </Form.Item>
          <Form.Item
            name="contactName"
            label={t('auth:userinfo.contactName')}
            rules={f.rules('contactName', t('auth:userinfo.contactName'))}
          >
            <Input maxLength={f.maxLength('contactName')} data-testid="profile-contactName" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('auth:userinfo.email')}
            rules={rules.email(t('auth:userinfo.email'), true)}
          >
            <Input maxLength={f.maxLength('email')} data-testid="profile-email" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-save">
              {t('common:actions.save')}
            </Button>
            <Button onClick={handleCancel}>{t('common:actions.cancel')}</Button>
          </Space>
        </Form>
      ) : (
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="middle" data-testid="profile-view">
          <Descriptions.Item label={t('auth:userinfo.username')}>{info.username}</Descriptions.Item>
          <Descriptions.Item label={t('auth:userinfo.realName')}>{info.realName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('auth:userinfo.roleType')}>
            {ROLE_TYPE_LABELS[info.roleType][locale]}
          </Descriptions.Item>
          <Descriptions.Item label={t('auth:userinfo.spType')}>
            <StatusTag dictType="sp_type" value={info.spType} />
          </Descriptions.Item>
          <Descriptions.Item label={t('auth:userinfo.companyName')}>
            {info.companyName || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('auth:userinfo.contactName')}>
            {info.contactName || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('auth:userinfo.mobile')}>{info.mobile || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('auth:userinfo.email')}>{info.email || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('auth:userinfo.createDate')}>
            {formatDateTime(info.createDate) || '-'}
          </Descriptions.Item>
        </Descriptions>
      )}
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Card>
  );
}

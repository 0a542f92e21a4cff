import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import {
  useAllVersions,
  useBindRouter,
  useMyApiGoods,
  useRouters,
  useStandardApi,
  useUnbindRouter,
} from '../api';
import { standardApiPaths } from '../paths';

/** zqapiManage/viewManage?id=: a standard API, the API goods implementing it, and (developers) binding one. */
export function StandardApiView({ id, isOperator }: { id: string; isOperator: boolean }) {
  const { t } = useTranslation(['standardApi', 'common']);
  const navigate = useNavigate();
  const detail = useStandardApi(id);
  const routers = useRouters(id);
  const versions = useAllVersions(isOperator ? undefined : id);
  const myGoods = useMyApiGoods(!isOperator);
  const binder = useBindRouter();
  const unbinder = useUnbindRouter();
  const [form] = Form.useForm<{ versionId: string; itemId: string }>();

  if (detail.isLoading) return <Skeleton active />;
  if (detail.isError || !detail.data)
    return <Alert type="error" showIcon message={errorText(detail.error) || t('notFound')} />;
  const data = detail.data;
  const fail = (error: unknown) => {
    const text = errorText(error);
    if (text) notify.error(text);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={data.name}
        extra={
          <Space>
            <Button onClick={() => navigate(standardApiPaths.versions(id))}>{t('list.versions')}</Button>
            {isOperator && (
              <Button onClick={() => navigate(standardApiPaths.edit(id))}>{t('common:actions.edit')}</Button>
            )}
            <Button onClick={() => navigate(standardApiPaths.list)}>{t('common:actions.back')}</Button>
          </Space>
        }
      >
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label={t('fields.category')}>{data.category || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.route')}>
            <Tag color={data.method === 'GET' ? 'green' : 'blue'}>{data.method}</Tag>
            <Typography.Text code>{data.path}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.latestVersion')}>{data.latestVersion ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.status')}>{t(`status.${data.status}`)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.description')} span={2}>
            {data.description || '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('routers.title')}>
        {!isOperator && (
          <Form
            form={form}
            layout="inline"
            style={{ marginBottom: 16 }}
            onFinish={(values) =>
              binder
                .mutateAsync(values)
                .then(() => {
                  notify.success(t('done'));
                  form.resetFields();
                })
                .catch(fail)
            }
          >
            <Form.Item name="itemId" rules={[{ required: true, message: t('routers.pickGood') }]}>
              <Select
                style={{ width: 240 }}
                placeholder={t('routers.pickGood')}
                loading={myGoods.isLoading}
                options={(myGoods.data?.list ?? []).map((g) => ({ value: g.id, label: g.name }))}
                notFoundContent={t('routers.noGoods')}
                data-testid="router-good"
              />
            </Form.Item>
            <Form.Item name="versionId" rules={[{ required: true, message: t('routers.pickVersion') }]}>
              <Select
                style={{ width: 160 }}
                placeholder={t('routers.pickVersion')}
                loading={versions.isLoading}
                options={(versions.data?.list ?? []).map((v) => ({ value: v.id, label: v.version }))}
                notFoundContent={t('versions.empty')}
                data-testid="router-version"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={binder.isPending} data-testid="router-bind">
              {t('routers.bind')}
            </Button>
          </Form>
        )}
        <Table
          rowKey="id"
          size="middle"
          loading={routers.isLoading}
          dataSource={routers.data ?? []}
          pagination={false}
          locale={{ emptyText: t('routers.empty') }}
          columns={[
            { title: t('routers.good'), dataIndex: 'itemName' },
            { title: t('routers.version'), dataIndex: 'version', width: 120 },
            {
              title: t('routers.listed'),
              dataIndex: 'listed',
              width: 110,
              render: (v: boolean) => (
                <Tag color={v ? 'success' : 'default'}>{v ? t('routers.yes') : t('routers.no')}</Tag>
              ),
            },
            {
              title: t('fields.createDate'),
              dataIndex: 'createDate',
              width: 170,
              render: (v: string) => formatDateTime(v),
            },
            {
              title: t('fields.actions'),
              key: 'actions',
              width: 110,
              render: (_v, row) =>
                row.mine ? (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() =>
                      notify.confirm({
                        title: t('routers.unbindTitle', { name: row.itemName }),
                        okText: t('routers.unbind'),
                        cancelText: t('common:actions.cancel'),
                        danger: true,
                        onOk: () =>
                          unbinder
                            .mutateAsync(row.id)
                            .then(() => notify.success(t('done')))
                            .catch(fail),
                      })
                    }
                  >
                    {t('routers.unbind')}
                  </Button>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import type { Banner } from '@datamall/contract';
import { Button, Card, Divider, Empty, Form, Input, Select, Space, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type BannerFilter, bannerKey, fetchBannerPage, useDeleteBanner } from '../api/banners';
import { BannerModal } from './banner-modal';

const TITLE_FIELD = { 'zh-CN': 'titleZhCn', 'zh-TW': 'titleZhTw', 'en-US': 'titleEnUs' } as const;

/** operate/banner: the mall's home banners, by sort, with add, edit and a confirmed delete. */
export function BannerList() {
  const { t } = useTranslation(['sysAdmin', 'common']);
  const locale = useLocale();
  const table = usePageTable<Banner, BannerFilter>({ queryKey: bannerKey, fetcher: fetchBannerPage });
  const [modal, setModal] = useState<{ editing?: Banner }>();
  const remove = useDeleteBanner();

  const handleDelete = (row: Banner) =>
    notify.confirm({
      title: t('banner.deleteTitle', { title: row[TITLE_FIELD[locale]] }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'banner-delete-confirm',
      onOk: async () => {
        try {
          await remove.mutateAsync(row.id);
          notify.success(t('banner.deleted'));
          table.afterDelete();
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });

  const columns: TableProps<Banner>['columns'] = [
    {
      key: 'image',
      title: t('banner.image'),
      dataIndex: 'imageUrl',
      width: 176,
      render: (url: string) => (
        <img
          src={url}
          alt=""
          width={160}
          height={40}
          loading="lazy"
          style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
        />
      ),
    },
    { key: 'title', title: t('banner.title'), render: (_v, row) => row[TITLE_FIELD[locale]], ellipsis: true },
    {
      key: 'link',
      title: t('banner.link'),
      dataIndex: 'link',
      ellipsis: true,
      render: (v: string) => v || '-',
    },
    { key: 'sort', title: t('banner.sort'), dataIndex: 'sort', width: 80 },
    {
      key: 'schedule',
      title: t('banner.schedule'),
      width: 300,
      render: (_v, row) =>
        `${row.startAt ? formatDateTime(row.startAt) : t('banner.noStart')} ~ ${
          row.endAt ? formatDateTime(row.endAt) : t('banner.noEnd')
        }`,
    },
    {
      key: 'status',
      title: t('banner.status'),
      width: 110,
      render: (_v, row) =>
        row.live ? (
          <Tag color="success">{t('banner.live')}</Tag>
        ) : (
          <Tag>{row.enabled ? t('banner.outOfSchedule') : t('banner.disabled')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('banner.actions'),
      width: 130,
      render: (_v, row) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setModal({ editing: row })}
            data-testid={`banner-edit-${row.id}`}
          >
            {t('common:actions.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            style={{ paddingInline: 0 }}
            onClick={() => handleDelete(row)}
            data-testid={`banner-delete-${row.id}`}
          >
            {t('banner.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('banner.pageTitle')}
      data-testid="banner-list"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({})} data-testid="banner-add">
          {t('banner.add')}
        </Button>
      }
    >
      <ListFiltersBar<BannerFilter> testId="banner-filters" onSearch={table.search}>
        <Form.Item name="title" label={t('banner.title')}>
          <Input allowClear maxLength={100} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('banner.enabled')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={[
              { value: 'true', label: t('banner.enabledYes') },
              { value: 'false', label: t('banner.disabled') },
            ]}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<Banner, BannerFilter>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('banner.empty')} /> }}
        data-testid="banner-table"
      />
      {modal ? (
        <BannerModal
          key={modal.editing?.id ?? 'new'}
          editing={modal.editing}
          onClose={() => setModal(undefined)}
        />
      ) : null}
    </Card>
  );
}

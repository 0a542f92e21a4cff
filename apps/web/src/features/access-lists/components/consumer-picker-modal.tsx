import { endpoints } from '@datamall/contract';
import { type ButtonProps, Empty, Form, Input, Modal, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  type ConsumerFilter,
  consumerPickerKey,
  fetchConsumerPage,
  type PickerConsumer,
} from '../api/consumer-picker-page';

export interface ConsumerPickerModalProps {
  open: boolean;
  /** Consumers already on the list: shown, not selectable. */
  listedIds: readonly string[];
  onClose: () => void;
  onPick: (rows: PickerConsumer[]) => void;
}

/** Picks one or more active consumers (GET /sys/user/page), across pages, to add to a list. */
export function ConsumerPickerModal({ open, listedIds, onClose, onPick }: ConsumerPickerModalProps) {
  const { t } = useTranslation(['accessLists', 'common']);
  const [picked, setPicked] = useState<Map<string, PickerConsumer>>(new Map());
  const table = usePageTable<PickerConsumer, ConsumerFilter>({
    queryKey: consumerPickerKey,
    fetcher: fetchConsumerPage,
  });
  const isListed = (row: PickerConsumer) => listedIds.includes(row.id);

  const toggle = (row: PickerConsumer, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });

  const columns: TableProps<PickerConsumer>['columns'] = [
    {
      key: 'username',
      title: t('list.username'),
      dataIndex: 'username',
      render: (username: string, row) => (
        <span>
          {username}
          {isListed(row) ? (
            <Tag style={{ marginInlineStart: 8 }} bordered={false}>
              {t('picker.listed')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    { key: 'realName', title: t('list.realName'), dataIndex: 'realName', render: (v: string) => v || '-' },
    { key: 'deptName', title: t('list.companyName'), dataIndex: 'deptName', render: (v: string) => v || '-' },
  ];

  return (
    <Modal
      open={open}
      title={t('picker.title')}
      width={760}
      destroyOnHidden
      okText={t('picker.ok')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: picked.size === 0, 'data-testid': 'consumer-picker-ok' } as ButtonProps}
      onOk={() => onPick([...picked.values()])}
      onCancel={onClose}
      afterClose={() => setPicked(new Map())}
    >
      <div data-testid="consumer-picker">
        <ListFiltersBar<ConsumerFilter> testId="consumer-picker-filters" onSearch={table.search}>
          <Form.Item name="username" label={t('picker.usernameFilter')}>
            <Input
              allowClear
              maxLength={zodMaxLength(endpoints.users.userPickerPage, 'username')}
              style={{ width: 180 }}
              data-testid="consumer-picker-username"
            />
          </Form.Item>
        </ListFiltersBar>
        <PageTable<PickerConsumer, ConsumerFilter>
          table={table}
          rowKey="id"
          size="small"
          columns={columns}
          rowSelection={{
            type: 'checkbox',
            preserveSelectedRowKeys: true,
            selectedRowKeys: [...picked.keys()],
            onSelect: (row, selected) => toggle(row, selected),
            onSelectAll: (selected, _rows, changed) => {
              for (const row of changed) toggle(row, selected);
            },
            getCheckboxProps: (row) => ({ disabled: isListed(row) }),
          }}
          onRow={(row) => ({
            onClick: () => {
              if (!isListed(row)) toggle(row, !picked.has(row.id));
            },
            style: { cursor: isListed(row) ? 'not-allowed' : 'pointer' },
          })}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('picker.empty')} />,
          }}
          data-testid="consumer-picker-table"
        />
        <Typography.Text type="secondary" data-testid="consumer-picker-count">
          {t('picker.selected', { count: picked.size })}
        </Typography.Text>
      </div>
    </Modal>
  );
}

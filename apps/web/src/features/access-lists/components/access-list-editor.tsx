import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ACCESS_LIST_MAX_CONSUMERS,
  type AccessListConsumer,
  type AccessTargetType,
  enumValues,
  PAGE_SIZES,
} from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Popconfirm,
  Radio,
  Result,
  Skeleton,
  Space,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import { type MutableRefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { notify } from '../../../shared/notify';
import { StatusTag } from '../../../shared/ui/status-tag';
import type { PickerConsumer } from '../api/consumer-picker-page';
import { useAccessList } from '../api/query-access-list';
import { useSaveAccessList } from '../api/save-access-list';
import { ConsumerPickerModal } from './consumer-picker-modal';

const MODES = enumValues('black_white_mode').map(Number);

interface Draft {
  mode: number;
  consumers: AccessListConsumer[];
}

const snapshotOf = (draft: Draft) => ({ mode: draft.mode, consumerIds: draft.consumers.map((c) => c.id) });

const fromPicker = (row: PickerConsumer): AccessListConsumer => ({
  id: row.id,
  username: row.username,
  realName: row.realName,
  companyName: row.deptName,
  status: 1,
});

export interface AccessListEditorProps {
  targetType: AccessTargetType;
  targetId: string;
  /** Set to the editor's dirty check, so the page can ask before switching targets. */
  dirtyRef?: MutableRefObject<(() => boolean) | undefined>;
}

/** The list of one target: mode, consumers (added with the picker, removed one by one), save and reset. */
export function AccessListEditor({ targetType, targetId, dirtyRef }: AccessListEditorProps) {
  const { t } = useTranslation(['accessLists', 'common', 'table']);
  const list = useAccessList(targetType, targetId);
  const saver = useSaveAccessList();
  const [draft, setDraft] = useState<Draft>({ mode: 0, consumers: [] });
  const [pickerOpen, setPickerOpen] = useState(false);
  const guard = useUnsavedGuard(() => snapshotOf(draft));

  useEffect(() => {
    if (dirtyRef) dirtyRef.current = guard.isDirty;
    return () => {
      if (dirtyRef) dirtyRef.current = undefined;
    };
  }, [dirtyRef, guard.isDirty]);

  const saved = list.data;
  useEffect(() => {
    if (!saved) return;
    const next = { mode: saved.mode, consumers: saved.consumers };
    setDraft(next);
    guard.register(snapshotOf(next));
  }, [saved, guard]);

  if (list.isLoading) {
    return (
      <div data-testid="access-list-loading">
        <Skeleton active />
      </div>
    );
  }
  if (list.isError) {
    const notFound = isApiError(list.error) && list.error.code === 404;
    return notFound ? (
      <div data-testid="access-list-not-found">
        <Result status="404" subTitle={t('target.notFound')} />
      </div>
    ) : (
      <Alert type="error" showIcon message={errorText(list.error) ?? ''} data-testid="access-list-error" />
    );
  }
  if (!saved) return null;

  const atMax = draft.consumers.length >= ACCESS_LIST_MAX_CONSUMERS;
  const handleAdd = (rows: PickerConsumer[]) => {
    const known = new Set(draft.consumers.map((c) => c.id));
    const added = rows.filter((r) => !known.has(r.id)).map(fromPicker);
    const room = ACCESS_LIST_MAX_CONSUMERS - draft.consumers.length;
    if (added.length > room) notify.warning(t('warnings.tooMany', { max: ACCESS_LIST_MAX_CONSUMERS }));
    setDraft({ ...draft, consumers: [...draft.consumers, ...added.slice(0, Math.max(0, room))] });
    setPickerOpen(false);
  };
  const handleRemove = (id: string) =>
    setDraft({ ...draft, consumers: draft.consumers.filter((c) => c.id !== id) });

  const doSave = () =>
    saver.mutate(
      {
        targetType,
        targetId: Number(targetId),
        mode: draft.mode,
        consumerIds: draft.consumers.map((c) => Number(c.id)),
      },
      {
        onSuccess: (result) => {
          guard.register(snapshotOf({ mode: result.mode, consumers: result.consumers }));
          notify.success(t('saved'));
        },
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );
  const handleSave = () => {
    if (draft.mode === 1 && draft.consumers.length === 0) {
      notify.confirm({
        title: t('confirmEmptyWhitelist.title'),
        content: t('confirmEmptyWhitelist.content'),
        okText: t('common:actions.ok'),
        cancelText: t('common:actions.cancel'),
        okTestId: 'confirm-empty-whitelist',
        onOk: doSave,
      });
      return;
    }
    doSave();
  };

  const columns: TableProps<AccessListConsumer>['columns'] = [
    { key: 'username', title: t('list.username'), dataIndex: 'username' },
    { key: 'realName', title: t('list.realName'), dataIndex: 'realName', render: (v: string) => v || '-' },
    {
      key: 'companyName',
      title: t('list.companyName'),
      dataIndex: 'companyName',
      render: (v: string) => v || '-',
    },
    {
      key: 'status',
      title: t('list.status'),
      dataIndex: 'status',
      render: (v: number) => <StatusTag dictType="user_status" value={v} />,
    },
    {
      key: 'actions',
      title: '',
      width: 100,
      render: (_: unknown, row) => (
        <Popconfirm
          title={t('list.removeConfirm', { name: row.username })}
          okText={t('common:actions.ok')}
          cancelText={t('common:actions.cancel')}
          onConfirm={() => handleRemove(row.id)}
          okButtonProps={{ 'data-testid': 'remove-consumer-ok' } as never}
        >
          <Button type="link" danger size="small" data-testid={`remove-consumer-${row.username}`}>
            {t('list.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <div data-testid="access-list-editor">
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }} data-testid="access-list-current">
        <Descriptions.Item label={t('current.name')}>
          {saved.targetName || `#${saved.targetId}`}
          <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
            {t(`targetType.${saved.targetType}`)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('current.mode')}>
          <StatusTag dictType="black_white_mode" value={saved.mode} />
        </Descriptions.Item>
        <Descriptions.Item label={t('current.updateDate')}>
          {saved.updateDate ? formatDateTime(saved.updateDate) : t('current.never')}
        </Descriptions.Item>
      </Descriptions>

      <Card size="small" title={t('mode.label')} style={{ marginBottom: 16 }}>
        <Radio.Group
          value={draft.mode}
          onChange={(e) => setDraft({ ...draft, mode: e.target.value as number })}
          data-testid="access-list-mode"
        >
          <Space direction="vertical">
            {MODES.map((mode) => (
              <Radio key={mode} value={mode}>
                <span data-testid={`mode-${mode}`}>
                  <StatusTag dictType="black_white_mode" value={mode} />
                  <Typography.Text type="secondary">{t(`mode.${mode}`)}</Typography.Text>
                </span>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Card>

      {draft.mode === 1 && draft.consumers.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('warnings.emptyWhitelist')}
          data-testid="warning-empty-whitelist"
        />
      ) : null}
      {draft.mode === 0 && draft.consumers.length > 0 ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('warnings.inactiveList')} />
      ) : null}

      <Card
        size="small"
        title={t('list.title')}
        extra={
          <Space>
            <Typography.Text type="secondary" data-testid="access-list-count">
              {t('list.count', { count: draft.consumers.length, max: ACCESS_LIST_MAX_CONSUMERS })}
            </Typography.Text>
            <Popconfirm
              title={t('list.clearConfirm')}
              okText={t('common:actions.ok')}
              cancelText={t('common:actions.cancel')}
              onConfirm={() => setDraft({ ...draft, consumers: [] })}
              disabled={draft.consumers.length === 0}
            >
              <Button
                icon={<DeleteOutlined />}
                disabled={draft.consumers.length === 0}
                data-testid="clear-consumers"
              >
                {t('list.clear')}
              </Button>
            </Popconfirm>
            <Button
              type="primary"
              ghost
              icon={<PlusOutlined />}
              disabled={atMax}
              onClick={() => setPickerOpen(true)}
              data-testid="add-consumers"
            >
              {t('list.add')}
            </Button>
          </Space>
        }
      >
        <Table<AccessListConsumer>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={draft.consumers}
          pagination={{
            defaultPageSize: 10,
            pageSizeOptions: PAGE_SIZES.map(String),
            showSizeChanger: true,
            hideOnSinglePage: false,
            showTotal: (total) => t('table:total', { total }),
          }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} /> }}
          data-testid="access-list-consumers"
        />
      </Card>

      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={saver.isPending} onClick={handleSave} data-testid="access-list-save">
          {t('actions.save')}
        </Button>
        <Button
          onClick={() => setDraft({ mode: saved.mode, consumers: saved.consumers })}
          disabled={saver.isPending}
          data-testid="access-list-reset"
        >
          {t('actions.reset')}
        </Button>
      </Space>

      <ConsumerPickerModal
        open={pickerOpen}
        listedIds={draft.consumers.map((c) => c.id)}
        onClose={() => setPickerOpen(false)}
        onPick={handleAdd}
      />
    </div>
  );
}

import { community } from '@datamall/contract';
import { Button, type ButtonProps, Card, Form, Input, Modal, Select, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { fieldLimits } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { type AdminFilter, fetchAdminArticles, fetchAdminColumns, useTakeDown } from '../api/admin';
import { adminArticlesKey, adminColumnsKey } from '../api/keys';
import { placementColumns, statusColumns, titleColumn } from '../components/post-columns';
import { PostFilters, PostKindTabs } from '../components/post-lists';
import { CATEGORIES, PostStatus } from '../labels';
import { communityPaths } from '../paths';

type Kind = 'article' | 'column';

interface Target {
  kind: Kind;
  id: string;
  title: string;
}

const REASON = fieldLimits(community.takeDown, 'reason');

/** The take-down dialog: a reason (2 to 500 characters) the author will see, then a confirmation. */
function TakeDownModal({ target, onClose }: { target: Target; onClose: () => void }) {
  const { t } = useTranslation(['community', 'common']);
  const [form] = Form.useForm<{ reason: string }>();
  const taker = useTakeDown();

  const handleOk = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    notify.confirm({
      title: t('admin.confirmTitle'),
      content: t('admin.confirmText', { title: target.title }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'community-takedown-confirm',
      onOk: () =>
        taker.mutateAsync({ kind: target.kind, id: target.id, reason: values.reason.trim() }).then(
          () => {
            notify.success(t('admin.takenDown'));
            onClose();
          },
          (error: unknown) => {
            const text = errorText(error);
            if (text) notify.error(text);
          },
        ),
    });
  };

  return (
    <Modal
      open
      title={t('admin.takeDownTitle', { title: target.title })}
      okText={t('admin.takeDown')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'community-takedown-ok' } as ButtonProps}
      confirmLoading={taker.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('admin.reason')}
          extra={t('admin.reasonHint')}
          rules={[
            { required: true, whitespace: true, message: t('admin.reasonRequired') },
            {
              min: REASON.minLength,
              max: REASON.maxLength,
              message: t('admin.reasonLength', { min: REASON.minLength, max: REASON.maxLength }),
            },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={REASON.maxLength}
            showCount
            data-testid="community-takedown-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Filters({
  withCategory,
  onSearch,
}: {
  withCategory?: boolean;
  onSearch: (values: AdminFilter) => void;
}) {
  const { t } = useTranslation('community');
  return (
    <PostFilters<AdminFilter>
      testId={withCategory ? 'community-admin-article-filters' : 'community-admin-column-filters'}
      onSearch={onSearch}
      keyword={{ width: 220, placeholder: t('admin.keywordHint') }}
    >
      {withCategory && (
        <Form.Item name="category" label={t('fields.category')}>
          <Select
            allowClear
            style={{ width: 130 }}
            options={CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          />
        </Form.Item>
      )}
    </PostFilters>
  );
}

function TakeDownButton({ target, onClick }: { target: Target; onClick: (target: Target) => void }) {
  const { t } = useTranslation('community');
  return (
    <Button
      type="link"
      size="small"
      danger
      onClick={() => onClick(target)}
      data-testid={`community-takedown-${target.id}`}
    >
      {t('admin.takeDown')}
    </Button>
  );
}

function ArticlesTab({ onTakeDown }: { onTakeDown: (target: Target) => void }) {
  const { t } = useTranslation(['community', 'table']);
  const table = usePageTable<community.ArticleSummary, AdminFilter>({
    queryKey: adminArticlesKey,
    fetcher: fetchAdminArticles,
  });
  const actions = (row: community.ArticleSummary) =>
    row.status === PostStatus.PUBLISHED ? (
      <TakeDownButton target={{ kind: 'article', id: row.id, title: row.title }} onClick={onTakeDown} />
    ) : row.status === PostStatus.REVIEWING ? (
      <Link to={communityPaths.reviews}>{t('admin.toReview')}</Link>
    ) : (
      '-'
    );
  const columns: TableProps<community.ArticleSummary>['columns'] = [
    titleColumn(t('fields.title'), communityPaths.article),
    { key: 'authorName', title: t('fields.author'), dataIndex: 'authorName' },
    ...placementColumns(t),
    ...statusColumns(t, actions, [{ key: 'views', title: t('fields.views'), dataIndex: 'views' }]),
  ];
  return (
    <>
      <Filters withCategory onSearch={table.search} />
      <PageTable<community.ArticleSummary, AdminFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 960 }}
        data-testid="community-admin-articles"
      />
    </>
  );
}

function ColumnsTab({ onTakeDown }: { onTakeDown: (target: Target) => void }) {
  const { t } = useTranslation(['community', 'table']);
  const table = usePageTable<community.Column, AdminFilter>({
    queryKey: adminColumnsKey,
    fetcher: fetchAdminColumns,
  });
  const actions = (row: community.Column) =>
    row.status === PostStatus.PUBLISHED ? (
      <TakeDownButton target={{ kind: 'column', id: row.id, title: row.title }} onClick={onTakeDown} />
    ) : row.status === PostStatus.REVIEWING ? (
      <Link to={communityPaths.reviews}>{t('admin.toReview')}</Link>
    ) : (
      '-'
    );
  const columns: TableProps<community.Column>['columns'] = [
    titleColumn(t('fields.columnTitle'), communityPaths.column),
    { key: 'authorName', title: t('fields.author'), dataIndex: 'authorName' },
    ...statusColumns(t, actions, [
      { key: 'articleCount', title: t('fields.articleCount'), dataIndex: 'articleCount' },
      { key: 'views', title: t('fields.views'), dataIndex: 'views' },
    ]),
  ];
  return (
    <>
      <Filters onSearch={table.search} />
      <PageTable<community.Column, AdminFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 960 }}
        data-testid="community-admin-columns"
      />
    </>
  );
}

/** operate/content/community: every article and column, with take-down (a reason the author sees). */
export function CommunityAdmin() {
  const [target, setTarget] = useState<Target>();
  return (
    <Card data-testid="community-admin">
      <PostKindTabs
        testIdPrefix="community-admin-tab"
        articles={<ArticlesTab onTakeDown={setTarget} />}
        columns={<ColumnsTab onTakeDown={setTarget} />}
      />
      {target && (
        <TakeDownModal
          key={`${target.kind}:${target.id}`}
          target={target}
          onClose={() => setTarget(undefined)}
        />
      )}
    </Card>
  );
}

import { community } from '@datamall/contract';
import { Card, Form, Input, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { fieldLimits } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useMyColumn, useSaveColumn } from '../api/mine';
import { PostStatusTag } from '../components/parts';
import { PostStatus } from '../labels';
import { communityPaths } from '../paths';
import {
  PostFormAlerts,
  PostMissing,
  PostSaveButtons,
  saveUnpublishing,
  summaryRules,
  titleRules,
} from './post-form-parts';

interface ColumnFormValues {
  title: string;
  summary?: string;
}

const EMPTY_VALUES: ColumnFormValues = { title: '', summary: '' };

const TITLE = fieldLimits(community.zSaveColumn, 'title');
const SUMMARY = fieldLimits(community.zSaveColumn, 'summary');

/** dev/communityColumnEdit?id=: creates a column (no id) or edits one; saves a draft or sends it to review. */
export function ColumnEditForm() {
  const { t } = useTranslation(['community', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const [form] = Form.useForm<ColumnFormValues>();
  const guard = useUnsavedGuard(form);
  const detail = useMyColumn(id);
  const saver = useSaveColumn();
  const [submitting, setSubmitting] = useState(false);
  const column = detail.data;
  const inReview = column?.status === PostStatus.REVIEWING;

  useEffect(() => {
    if (!id) {
      guard.register(EMPTY_VALUES);
      return;
    }
    if (!column) return;
    const values = { title: column.title, summary: column.summary };
    form.setFieldsValue(values);
    guard.register(values);
  }, [id, column, form, guard]);

  const handleSave = async (submit: boolean) => {
    const values = await form.validateFields().then(
      () => form.getFieldsValue(true) as ColumnFormValues,
      () => undefined,
    );
    if (!values) return;
    const go = async () => {
      setSubmitting(submit);
      try {
        const body: community.SaveColumn = {
          id: id ? Number(id) : undefined,
          title: values.title.trim(),
          summary: (values.summary ?? '').trim(),
          submit,
        };
        await saver.mutateAsync(body);
        guard.clear();
        notify.success(t(submit ? 'form.submitted' : 'form.saved'));
        navigate(communityPaths.mine('columns'));
      } catch (error) {
        const text = errorText(error);
        const field = isApiError(error) ? (error.data as { field?: string } | null)?.field : undefined;
        if (text && (field === 'title' || field === 'summary'))
          form.setFields([{ name: field, errors: [text] }]);
        else if (text) notify.error(text);
      }
    };
    await saveUnpublishing(t, column?.status, t('form.unpublishColumnText'), go);
  };

  if (id && detail.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (id && !column) {
    return (
      <PostMissing title={t('form.columnMissing')} onBack={() => navigate(communityPaths.mine('columns'))} />
    );
  }

  return (
    <Card
      title={
        <Space>
          {id ? t('form.editColumn') : t('form.newColumn')}
          {column && <PostStatusTag status={column.status} />}
        </Space>
      }
      data-testid="community-column-form"
      style={{ maxWidth: 820 }}
    >
      <PostFormAlerts post={column} unpublishText={t('form.unpublishColumnText')} />
      <Form<ColumnFormValues> form={form} layout="vertical" initialValues={EMPTY_VALUES} disabled={inReview}>
        <Form.Item name="title" label={t('fields.columnTitle')} rules={titleRules(t, TITLE)}>
          <Input maxLength={TITLE.maxLength} showCount data-testid="community-column-title" />
        </Form.Item>
        <Form.Item name="summary" label={t('fields.summary')} rules={summaryRules(t, SUMMARY)}>
          <Input.TextArea
            rows={4}
            maxLength={SUMMARY.maxLength}
            showCount
            data-testid="community-column-summary"
          />
        </Form.Item>
        <PostSaveButtons
          saving={saver.isPending}
          submitting={submitting}
          locked={inReview}
          onSave={(submit) => void handleSave(submit)}
          onBack={() => navigate(communityPaths.mine('columns'))}
          testIds={{ draft: 'community-column-save', submit: 'community-column-submit' }}
        />
      </Form>
    </Card>
  );
}

import { community } from '@datamall/contract';
import { Alert, Button, Card, Form, Input, Result, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { fieldLimits } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useMyColumn, useSaveColumn } from '../api/mine';
import { PostStatusTag } from '../components/parts';
import { editUnpublishes, hasReason, PostStatus } from '../labels';
import { communityPaths } from '../paths';

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
    if (editUnpublishes(column?.status)) {
      notify.confirm({
        title: t('form.unpublishTitle'),
        content: t('form.unpublishColumnText'),
        okText: t('common:actions.ok'),
        cancelText: t('common:actions.cancel'),
        okTestId: 'community-unpublish-confirm',
        onOk: go,
      });
    } else {
      await go();
    }
  };

  if (id && detail.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (id && !column) {
    return (
      <Result
        status="404"
        title={t('form.columnMissing')}
        extra={
          <Button onClick={() => navigate(communityPaths.mine('columns'))}>{t('common:actions.back')}</Button>
        }
        data-testid="community-edit-missing"
      />
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
      {inReview && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('form.inReview')} />}
      {column && hasReason(column) && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(column.status === PostStatus.TAKEN_DOWN ? 'form.takenDown' : 'form.rejected')}
          description={column.reason}
          data-testid="community-form-reason"
        />
      )}
      {editUnpublishes(column?.status) && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('form.unpublishColumnText')} />
      )}
      <Form<ColumnFormValues> form={form} layout="vertical" initialValues={EMPTY_VALUES} disabled={inReview}>
        <Form.Item
          name="title"
          label={t('fields.columnTitle')}
          rules={[
            { required: true, whitespace: true, message: t('form.titleRequired') },
            {
              min: TITLE.minLength,
              max: TITLE.maxLength,
              message: t('form.titleLength', { min: TITLE.minLength, max: TITLE.maxLength }),
            },
          ]}
        >
          <Input maxLength={TITLE.maxLength} showCount data-testid="community-column-title" />
        </Form.Item>
        <Form.Item
          name="summary"
          label={t('fields.summary')}
          rules={[{ max: SUMMARY.maxLength, message: t('form.summaryLength', { max: SUMMARY.maxLength }) }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={SUMMARY.maxLength}
            showCount
            data-testid="community-column-summary"
          />
        </Form.Item>
        <Space wrap>
          <Button
            loading={saver.isPending && !submitting}
            disabled={saver.isPending || inReview}
            onClick={() => void handleSave(false)}
            data-testid="community-column-save"
          >
            {t('form.saveDraft')}
          </Button>
          <Button
            type="primary"
            loading={saver.isPending && submitting}
            disabled={saver.isPending || inReview}
            onClick={() => void handleSave(true)}
            data-testid="community-column-submit"
          >
            {t('form.submit')}
          </Button>
          <Button disabled={false} onClick={() => navigate(communityPaths.mine('columns'))}>
            {t('common:actions.back')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

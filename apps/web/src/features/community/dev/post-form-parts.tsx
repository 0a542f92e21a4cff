import { Alert, Button, type FormRule, Result, Space } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldLimits } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { editUnpublishes, hasReason, PostStatus } from '../labels';

/** The title of an article or a column: required, as long as the contract allows. */
export function titleRules(t: TFunction, limits: FieldLimits): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('community:form.titleRequired') },
    {
      min: limits.minLength,
      max: limits.maxLength,
      message: t('community:form.titleLength', { min: limits.minLength, max: limits.maxLength }),
    },
  ];
}

/** The summary of an article or a column: as long as the contract allows. */
export function summaryRules(t: TFunction, limits: FieldLimits): FormRule[] {
  return [{ max: limits.maxLength, message: t('community:form.summaryLength', { max: limits.maxLength }) }];
}

interface EditedPost {
  status: number;
  reason: string;
}

/**
 * What the author should know above the form of a post: it is in review (with `reviewAction`), it was rejected
 * or taken down (the reason), or saving it takes it off the mall (`unpublishText`).
 */
export function PostFormAlerts({
  post,
  unpublishText,
  reviewAction,
}: {
  post: EditedPost | undefined;
  unpublishText: string;
  reviewAction?: ReactNode;
}) {
  const { t } = useTranslation('community');
  return (
    <>
      {post?.status === PostStatus.REVIEWING && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('form.inReview')}
          action={reviewAction}
        />
      )}
      {post && hasReason(post) && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(post.status === PostStatus.TAKEN_DOWN ? 'form.takenDown' : 'form.rejected')}
          description={post.reason}
          data-testid="community-form-reason"
        />
      )}
      {editUnpublishes(post?.status) && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={unpublishText} />
      )}
    </>
  );
}

/** Runs `save`; a published post is taken off the mall by it, so the author confirms `unpublishText` first. */
export async function saveUnpublishing(
  t: TFunction,
  status: number | undefined,
  unpublishText: string,
  save: () => Promise<void>,
): Promise<void> {
  if (!editUnpublishes(status)) return save();
  notify.confirm({
    title: t('community:form.unpublishTitle'),
    content: unpublishText,
    okText: t('common:actions.ok'),
    cancelText: t('common:actions.cancel'),
    okTestId: 'community-unpublish-confirm',
    onOk: save,
  });
}

/** The post to edit does not exist (or is not the author's). */
export function PostMissing({ title, onBack }: { title: string; onBack: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="404"
      title={title}
      extra={<Button onClick={onBack}>{t('actions.back')}</Button>}
      data-testid="community-edit-missing"
    />
  );
}

/** Save as a draft, send to review, back: the first two wait for the save, the last never. */
export function PostSaveButtons({
  saving,
  submitting,
  locked,
  onSave,
  onBack,
  testIds,
}: {
  saving: boolean;
  /** The pending save sends the post to review. */
  submitting: boolean;
  /** In review: nothing to save. */
  locked: boolean;
  onSave: (submit: boolean) => void;
  onBack: () => void;
  testIds: { draft: string; submit: string };
}) {
  const { t } = useTranslation(['community', 'common']);
  return (
    <Space wrap>
      <Button
        loading={saving && !submitting}
        disabled={saving || locked}
        onClick={() => onSave(false)}
        data-testid={testIds.draft}
      >
        {t('form.saveDraft')}
      </Button>
      <Button
        type="primary"
        loading={saving && submitting}
        disabled={saving || locked}
        onClick={() => onSave(true)}
        data-testid={testIds.submit}
      >
        {t('form.submit')}
      </Button>
      <Button disabled={false} onClick={onBack}>
        {t('common:actions.back')}
      </Button>
    </Space>
  );
}

import { community, ErrorCode } from '@datamall/contract';
import {
  Button,
  Card,
  Col,
  Form,
  type FormInstance,
  type FormRule,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
} from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { fieldLimits } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { LazyRichTextEditor } from '../../../shared/ui/rich-text/lazy-rich-text-editor';
import {
  uploadCommunityImage,
  useMyArticle,
  useMyColumnOptions,
  usePostCommand,
  useSaveArticle,
} from '../api/mine';
import { PostStatusTag } from '../components/parts';
import { CATEGORIES, htmlTextLength, PostStatus, TAG_MAX_LENGTH, tagsProblem } from '../labels';
import { communityPaths } from '../paths';
import {
  PostFormAlerts,
  PostMissing,
  PostSaveButtons,
  saveUnpublishing,
  summaryRules,
  titleRules,
} from './post-form-parts';

export interface ArticleFormValues {
  title: string;
  category?: community.Category;
  columnId?: string | null;
  tags: string[];
  summary?: string;
  content?: string;
}

export type SaveIntent = 'draft' | 'submit';

const EMPTY_VALUES: ArticleFormValues = { title: '', tags: [], summary: '', content: '', columnId: null };

const { MAX_TAGS, MIN_CONTENT_TEXT, MAX_CONTENT_LENGTH, COMMUNITY_IMAGE_MAX_MB } = community;
const TITLE = fieldLimits(community.zSaveArticle, 'title');
const SUMMARY = fieldLimits(community.zSaveArticle, 'summary');

/** The form's rules: the contract's limits (the server's minimum text holds for drafts too), in the UI language. */
export function articleRules(t: TFunction): Record<keyof ArticleFormValues, FormRule[]> {
  return {
    title: titleRules(t, TITLE),
    category: [{ required: true, message: t('community:form.categoryRequired') }],
    columnId: [],
    tags: [
      {
        validator: (_rule, value: string[] | undefined) => {
          const problem = tagsProblem(value);
          return problem
            ? Promise.reject(
                new Error(t(`community:form.tags.${problem}`, { max: MAX_TAGS, length: TAG_MAX_LENGTH })),
              )
            : Promise.resolve();
        },
      },
    ],
    summary: summaryRules(t, SUMMARY),
    content: [
      {
        validator: (_rule, value: string | undefined) => {
          if ((value ?? '').length > MAX_CONTENT_LENGTH)
            return Promise.reject(new Error(t('community:form.contentTooLong', { max: MAX_CONTENT_LENGTH })));
          if (htmlTextLength(value) < MIN_CONTENT_TEXT)
            return Promise.reject(new Error(t('community:form.contentTooShort', { min: MIN_CONTENT_TEXT })));
          return Promise.resolve();
        },
      },
    ],
  };
}

/** The form field a refused save names: the 400's `data.field` (`tags.1` -> tags) or the domain error's field. */
export function fieldOfError(error: unknown): keyof ArticleFormValues | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === ErrorCode.COMMUNITY_COLUMN_UNAVAILABLE) return 'columnId';
  if (error.code === ErrorCode.COMMUNITY_CONTENT_EMPTY) return 'content';
  const field = (error.data as { field?: unknown } | null | undefined)?.field;
  const head = typeof field === 'string' ? field.split('.')[0] : undefined;
  return head && ['title', 'category', 'columnId', 'tags', 'summary', 'content'].includes(head)
    ? (head as keyof ArticleFormValues)
    : undefined;
}

const toValues = (a: community.Article): ArticleFormValues => ({
  title: a.title,
  category: a.category,
  columnId: a.columnId,
  tags: a.tags,
  summary: a.summary,
  content: a.content,
});

/** Sends the save; on a refusal the error lands on its field and the values stay as they are. */
async function save(
  form: FormInstance<ArticleFormValues>,
  mutate: (body: community.SaveArticle) => Promise<community.Article>,
  id: string | undefined,
  values: ArticleFormValues,
  submit: boolean,
): Promise<community.Article | undefined> {
  try {
    return await mutate({
      id: id ? Number(id) : undefined,
      title: values.title.trim(),
      category: values.category as community.Category,
      columnId: values.columnId ? Number(values.columnId) : null,
      summary: (values.summary ?? '').trim(),
      content: values.content ?? '',
      tags: (values.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
      submit,
    });
  } catch (error) {
    const text = errorText(error);
    const field = fieldOfError(error);
    if (field && text) form.setFields([{ name: field, errors: [text] }]);
    if (text && !field) notify.error(text);
    return undefined;
  }
}

/** dev/communityArticleEdit?id=: writes a new article (no id) or edits one; saves a draft or sends it to review. */
export function ArticleEditForm() {
  const { t } = useTranslation(['community', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const [form] = Form.useForm<ArticleFormValues>();
  const guard = useUnsavedGuard(form);
  const detail = useMyArticle(id);
  const columns = useMyColumnOptions();
  const saver = useSaveArticle();
  const command = usePostCommand();
  const intent = useRef<SaveIntent>('draft');
  const rules = useMemo(() => articleRules(t), [t]);
  const article = detail.data;
  const status = article?.status ?? PostStatus.DRAFT;
  const inReview = status === PostStatus.REVIEWING;

  useEffect(() => {
    if (!id) {
      guard.register(EMPTY_VALUES);
      return;
    }
    if (!article) return;
    const values = toValues(article);
    form.setFieldsValue(values);
    guard.register(values);
  }, [id, article, form, guard]);

  const columnOptions = (columns.data?.list ?? []).map((c) => ({
    value: c.id,
    label: `${c.title} · ${t(`status.${c.status}`)}`,
  }));

  const handleSave = async (submit: boolean) => {
    intent.current = submit ? 'submit' : 'draft';
    const values = await form.validateFields().then(
      () => form.getFieldsValue(true) as ArticleFormValues,
      () => undefined,
    );
    if (!values) return;
    const go = async () => {
      const saved = await save(form, saver.mutateAsync, id, values, submit);
      if (!saved) return;
      guard.clear();
      notify.success(t(submit ? 'form.submitted' : 'form.saved'));
      navigate(communityPaths.mine());
    };
    await saveUnpublishing(t, article?.status, t('form.unpublishText'), go);
  };

  const handleWithdraw = () =>
    command.mutate(
      { kind: 'article', command: 'withdraw', id: id as string },
      {
        onSuccess: () => {
          notify.success(t('mine.done.withdraw'));
          void detail.refetch();
        },
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );

  if (id && detail.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (id && !article) {
    return <PostMissing title={t('form.articleMissing')} onBack={() => navigate(communityPaths.mine())} />;
  }

  return (
    <Card
      title={
        <Space>
          {id ? t('form.editArticle') : t('form.newArticle')}
          {article && <PostStatusTag status={article.status} />}
        </Space>
      }
      data-testid="community-article-form"
    >
      <PostFormAlerts
        post={article}
        unpublishText={t('form.unpublishText')}
        reviewAction={
          <Button
            size="small"
            loading={command.isPending}
            onClick={handleWithdraw}
            data-testid="community-form-withdraw"
          >
            {t('mine.actions.withdraw')}
          </Button>
        }
      />
      <Form<ArticleFormValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY_VALUES}
        disabled={inReview}
        onValuesChange={(changed) => {
          // A server error stays on its field until the field is changed.
          const [name] = Object.keys(changed) as (keyof ArticleFormValues)[];
          if (name && form.getFieldError(name).length) form.setFields([{ name, errors: [] }]);
        }}
      >
        <Form.Item name="title" label={t('fields.title')} rules={rules.title}>
          <Input maxLength={TITLE.maxLength} showCount data-testid="community-title" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="category" label={t('fields.category')} rules={rules.category}>
              <Select
                placeholder={t('form.chooseCategory')}
                options={CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
                data-testid="community-category"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="columnId"
              label={t('fields.column')}
              rules={rules.columnId}
              extra={t('form.columnHint')}
            >
              <Select
                allowClear
                loading={columns.isLoading}
                placeholder={t('form.noColumn')}
                options={columnOptions}
                data-testid="community-column"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="tags"
              label={t('fields.tags')}
              rules={rules.tags}
              extra={t('form.tagsHint', { max: MAX_TAGS })}
            >
              <Select
                mode="tags"
                maxCount={MAX_TAGS}
                tokenSeparators={[',', '，']}
                notFoundContent={null}
                placeholder={t('form.tagsPlaceholder')}
                data-testid="community-tags"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="summary"
          label={t('fields.summary')}
          rules={rules.summary}
          extra={t('form.summaryHint')}
        >
          <Input.TextArea rows={2} maxLength={SUMMARY.maxLength} showCount data-testid="community-summary" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('fields.content')}
          rules={rules.content}
          required
          extra={t('form.contentHint', { min: MIN_CONTENT_TEXT })}
        >
          <LazyRichTextEditor
            testId="community-content-editor"
            uploadImage={uploadCommunityImage}
            maxLength={MAX_CONTENT_LENGTH}
            uploadHints={{ image: t('form.imageHint', { mb: COMMUNITY_IMAGE_MAX_MB }) }}
            checkUpload={(_kind, file) =>
              file.size > COMMUNITY_IMAGE_MAX_MB * 1024 * 1024
                ? t('form.imageTooBig', { mb: COMMUNITY_IMAGE_MAX_MB })
                : null
            }
          />
        </Form.Item>
        <PostSaveButtons
          saving={saver.isPending}
          submitting={intent.current === 'submit'}
          locked={inReview}
          onSave={(submit) => void handleSave(submit)}
          onBack={() => navigate(communityPaths.mine())}
          testIds={{ draft: 'community-save-draft', submit: 'community-submit' }}
        />
      </Form>
    </Card>
  );
}

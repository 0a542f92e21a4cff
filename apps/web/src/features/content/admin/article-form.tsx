import { content, DEFAULT_LOCALE, type Locale } from '@datamall/contract';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  TreeSelect,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { ZodInput, ZodTextArea } from '../../../shared/ui/form-fields/zod-fields';
import { useArticleInfo, useChannelTree, useSaveArticle } from '../api/admin';
import { ContentRichTextEditor } from '../components/content-rich-text-editor';
import { channelOptions, LANG_OPTIONS } from '../labels';
import { contentPaths } from '../paths';
import { useEditValues, useSaveOutcome } from './use-edit-form';

interface FormValues {
  scode: string;
  lang: Locale;
  title: string;
  summary?: string;
  author?: string;
  source?: string;
  coverImage?: string;
  keywords?: string;
  link?: string;
  content?: string;
  status: 0 | 1;
  isTop: boolean;
  publishDate?: Dayjs | null;
}

function toValues(a: content.Article): FormValues {
  return {
    scode: a.scode,
    lang: a.lang,
    title: a.title,
    summary: a.summary,
    author: a.author,
    source: a.source,
    coverImage: a.coverImage,
    keywords: a.keywords,
    link: a.link,
    content: a.content,
    status: a.status === 1 ? 1 : 0,
    isTop: a.isTop === 1,
    publishDate: dayjs(a.publishDate),
  };
}

/** operate/content/article-add-or-update: write or edit an article with the rich text editor. */
export function ArticleForm() {
  const { t } = useTranslation(['content', 'common']);
  const f = useZodRules(content.zArticleInput);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const [form] = Form.useForm<FormValues>();
  const guard = useUnsavedGuard(form);
  const channels = useChannelTree();
  const detail = useArticleInfo(id);
  const saver = useSaveArticle();

  useEditValues(form, guard, id, detail.data, toValues);
  const outcome = useSaveOutcome(guard, t('article.saved'), contentPaths.articles);

  const handleSave = (values: FormValues) => {
    const { isTop, publishDate, ...rest } = values;
    saver.mutate(
      { ...rest, id, isTop: isTop ? 1 : 0, publishDate: publishDate ? publishDate.toISOString() : '' },
      outcome,
    );
  };

  if (id && detail.isLoading) return <Skeleton active />;

  return (
    <Card title={id ? t('article.editTitle') : t('article.addTitle')} data-testid="article-form">
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ lang: DEFAULT_LOCALE, status: 0, isTop: false }}
        onFinish={handleSave}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="scode" label={t('fields.channel')} rules={f.rules('scode', t('fields.channel'))}>
              <TreeSelect
                treeDefaultExpandAll
                loading={channels.isLoading}
                treeData={channelOptions(channels.data ?? [])}
                data-testid="article-channel"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="lang" label={t('fields.lang')} rules={f.rules('lang', t('fields.lang'))}>
              <Select options={LANG_OPTIONS} data-testid="article-lang" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="publishDate"
              label={t('fields.publishDate')}
              extra={t('article.publishDateHint')}
            >
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <ZodInput zod={f} name="title" label={t('fields.title')} data-testid="article-title" />
        <ZodTextArea
          zod={f}
          name="summary"
          label={t('fields.summary')}
          extra={t('article.summaryHint')}
          rows={2}
          showCount
        />
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <ZodInput zod={f} name="author" label={t('fields.author')} />
          </Col>
          <Col xs={24} md={8}>
            <ZodInput zod={f} name="source" label={t('fields.source')} />
          </Col>
          <Col xs={24} md={8}>
            <ZodInput zod={f} name="keywords" label={t('fields.keywords')} />
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <ZodInput
              zod={f}
              name="coverImage"
              label={t('fields.coverImage')}
              ruleOptions={{ formatMessage: t('form.urlFormat') }}
              placeholder="https://"
            />
          </Col>
          <Col xs={24} md={12}>
            <ZodInput
              zod={f}
              name="link"
              label={t('fields.link')}
              extra={t('article.linkHint')}
              ruleOptions={{ formatMessage: t('form.urlFormat') }}
              placeholder="/dataapp"
            />
          </Col>
        </Row>
        <Form.Item name="content" label={t('fields.content')}>
          <ContentRichTextEditor testId="article-content" />
        </Form.Item>
        <Space size={32} wrap>
          <Form.Item name="status" label={t('fields.status')}>
            <Radio.Group data-testid="article-status">
              <Radio value={0}>{t('articleStatus.0')}</Radio>
              <Radio value={1} data-testid="article-status-published">
                {t('articleStatus.1')}
              </Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="isTop" label={t('fields.isTop')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Space style={{ display: 'flex' }}>
          <Button type="primary" htmlType="submit" loading={saver.isPending} data-testid="article-save">
            {t('common:actions.save')}
          </Button>
          <Button onClick={() => navigate(contentPaths.articles)}>{t('common:actions.back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

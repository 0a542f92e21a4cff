import { Button, Card, Form, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { findNode, useClassificationTree } from '../api/classification-tree';
import { type ClassificationValues, useSaveClassification } from '../api/save-classification';
import { ClassificationForm } from './classification-form';

export interface ClassificationEditPageProps {
  /** Tree the page edits when the URL does not say (`?classify=`). */
  defaultClassify: number;
}

/**
 * The hidden add/edit pages (`?id=` edits, `?parentId=` adds a child, `?classify=` picks the tree): the same
 * form as the modal of the tree page, on its own page.
 */
export function ClassificationEditPage({ defaultClassify }: ClassificationEditPageProps) {
  const { t } = useTranslation(['catalog', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const classify = Number(params.get('classify') ?? defaultClassify) || defaultClassify;
  const id = params.get('id') ?? undefined;
  const parentId = params.get('parentId') ?? undefined;
  const [form] = Form.useForm<ClassificationValues>();
  const tree = useClassificationTree(classify);
  const save = useSaveClassification();
  const editing = id ? findNode(tree.data ?? [], id) : undefined;
  const back = () => navigate('/sys-zqgoodsclass');

  const handleSave = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await save.mutateAsync({ id, classify, values });
      notify.success(t('tree.saved'));
      back();
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  if (tree.isPending) return <Skeleton active />;
  if (id && !editing) {
    return (
      <Result
        status="404"
        title={t('form.notFound')}
        extra={<Button onClick={back}>{t('form.back')}</Button>}
      />
    );
  }
  return (
    <Card title={`${id ? t('tree.editTitle') : t('tree.addTitle')} · ${t(`kinds.${classify}`)}`}>
      <div style={{ maxWidth: 560 }}>
        <ClassificationForm
          form={form}
          tree={tree.data ?? []}
          editing={editing}
          initialValues={{ parentId: parentId ?? null }}
        />
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => void handleSave()}>
            {t('common:actions.save')}
          </Button>
          <Button onClick={back}>{t('common:actions.back')}</Button>
        </Space>
      </div>
    </Card>
  );
}

import { catalog, enumLabel, enumValues, goods } from '@datamall/contract';
import { Alert, Button, Card, Form, Input, Radio, Result, Select, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ClassTagsField } from '../../../shared/ui/form-fields/class-tags-field';
import { ZodInput, ZodTextArea } from '../../../shared/ui/form-fields/zod-fields';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useItem, useSaveItem } from '../api/items';
import { goodsKey } from '../api/keys';
import { kindInSentence } from '../kind-label';
import type { GoodsVariant } from '../paths';
import { canEditItem, editResetsEnable } from '../status';
import { DescriptionEditor } from './description-editor';
import { FileUpload } from './file-upload';
import { CoverUpload, ImagesUpload } from './image-upload';
import { BrandSelect, GoodsClassificationSelect } from './item-pickers';
import { PackageFilesPicker } from './package-files-picker';

const { DATA_APPLICATION, DATA_PACKAGE, API } = goods.ItemType;

/** Values of the goods form, as the form holds them. */
export interface ItemFormValues {
  itemType: number;
  name: string;
  classificationId?: string;
  brandId?: string | null;
  tags: string[];
  summary: string;
  coverImage?: string;
  images: string[];
  description: string;
  usageInstructions: string;
  agreement: string;
  packageFiles: string[];
  sampleFile: string | null;
  appUrl?: string | null;
  apiType?: number | null;
}

export const emptyItemValues = (itemType: number): ItemFormValues => ({
  itemType,
  name: '',
  tags: [],
  summary: '',
  images: [],
  description: '',
  usageInstructions: '',
  agreement: '',
  packageFiles: [],
  sampleFile: null,
  appUrl: null,
  apiType: null,
});

/** The form values of an existing good. */
export function itemValuesOf(item: goods.ItemDetail): ItemFormValues {
  return {
    itemType: item.itemType,
    name: item.name,
    classificationId: item.classificationId ?? undefined,
    brandId: item.brandId,
    tags: item.tags,
    summary: item.summary,
    coverImage: item.coverImage || undefined,
    images: item.images,
    description: item.description,
    usageInstructions: item.usageInstructions,
    agreement: item.agreement,
    packageFiles: item.packageFiles,
    sampleFile: item.sampleFile,
    appUrl: item.appUrl,
    apiType: item.apiType,
  };
}

/** The form values in the contract's shape; fields of other kinds are left out. */
export function toItemInput(values: ItemFormValues): goods.ItemInput {
  const kind = values.itemType;
  return {
    name: values.name.trim(),
    classificationId: Number(values.classificationId),
    brandId: values.brandId ? Number(values.brandId) : null,
    tags: [...new Set(values.tags.map((tag) => tag.trim()).filter(Boolean))],
    coverImage: values.coverImage ?? '',
    images: values.images,
    summary: values.summary.trim(),
    description: values.description,
    usageInstructions: values.usageInstructions.trim(),
    agreement: values.agreement.trim(),
    ...(kind === DATA_PACKAGE ? { packageFiles: values.packageFiles } : {}),
    ...(kind === DATA_PACKAGE || kind === DATA_APPLICATION ? { sampleFile: values.sampleFile ?? null } : {}),
    ...(kind === DATA_APPLICATION ? { appUrl: values.appUrl?.trim() || null } : {}),
    ...(kind === API ? { apiType: values.apiType ?? null } : {}),
  };
}

export interface ItemFormProps {
  variant: GoodsVariant;
  /** The good to edit; absent: a new good. */
  id?: string;
  /** Kind of a new good (suppliers choose among theirs when absent). */
  itemType?: number;
}

/** producer/zqdata-update, dev/apiAdd, dev/jiao/apiAdd: create or edit a good of the variant's kinds. */
export function ItemForm({ variant, id, itemType }: ItemFormProps) {
  const { t } = useTranslation(['goods', 'common']);
  const f = useZodRules(goods.zItemInput);
  const locale = useLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm<ItemFormValues>();
  const detail = useItem(id);
  const saver = useSaveItem();
  const guard = useUnsavedGuard(form);
  const [ready, setReady] = useState(false);
  const item = detail.data;
  const initialType = itemType ?? variant.creatable[0] ?? DATA_PACKAGE;
  const kind = Form.useWatch('itemType', form) ?? item?.itemType ?? initialType;

  // The form serves several kinds under one menu entry: its title (and the browser's) names the kind.
  const kindText = kindInSentence(kind, locale);
  const title = item
    ? t('form.editTitle', { kind: kindText, name: item.name })
    : t('form.createTitle', { kind: kindText });
  usePageTitle(id && !item ? undefined : title);

  useEffect(() => {
    if (ready) return;
    if (!id) {
      form.setFieldsValue(emptyItemValues(initialType));
      guard.register();
      setReady(true);
    } else if (item) {
      form.setFieldsValue(itemValuesOf(item));
      guard.register();
      setReady(true);
    }
  }, [id, item, ready, form, guard, initialType]);

  if (id && detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (id && !item) {
    return <Result status="warning" title={t('detail.loadFailed')} subTitle={errorText(detail.error)} />;
  }
  if (item && (!item.canEdit || !canEditItem(item))) {
    return (
      <Result
        status="info"
        title={t('form.locked')}
        subTitle={t('form.lockedHint')}
        extra={<Button onClick={() => navigate(variant.info(item.id))}>{t('actions.view')}</Button>}
        data-testid="item-locked"
      />
    );
  }

  const handleSave = async () => {
    const values = await form.validateFields().then(
      () => form.getFieldsValue(true) as ItemFormValues,
      () => undefined,
    );
    if (!values) return;
    try {
      const saved = await saver.mutateAsync({ ...toItemInput(values), id, itemType: values.itemType });
      guard.clear();
      notify.success(t(id ? 'form.saved' : 'form.created'));
      navigate(variant.info(saved.id, id ? undefined : 'skus'));
    } catch (error) {
      // A field the server names (duplicate name, classification of another kind...) shows at that field.
      const field = isApiError(error) ? (error.data as { field?: string } | null)?.field : undefined;
      const text = errorText(error);
      if (field && text && field in values)
        form.setFields([{ name: field as keyof ItemFormValues, errors: [text] }]);
      if (text) notify.error(text);
    }
  };

  const kindLabel = enumLabel('item_type', kind, locale);
  const storedSample = item?.sampleFile ? { url: item.sampleFile, fileType: item.sampleFileType } : null;

  return (
    <Card title={title} data-testid="item-form-card">
      {item && editResetsEnable(item) ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('form.reenableHint')} />
      ) : null}
      <Form<ItemFormValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 16 }}
        data-testid="item-form"
      >
        {!id && variant.creatable.length > 1 ? (
          <Form.Item name="itemType" label={t('fields.itemType')} required>
            <Radio.Group
              optionType="button"
              options={variant.creatable.map((value) => ({
                value,
                label: enumLabel('item_type', value, locale),
              }))}
              onChange={() => form.setFieldValue('classificationId', undefined)}
              data-testid="item-kind"
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="itemType" hidden>
              <Input />
            </Form.Item>
            <Form.Item label={t('fields.itemType')}>
              <span data-testid="item-kind-text">{kindLabel}</span>
            </Form.Item>
          </>
        )}
        <ZodInput
          zod={f}
          name="name"
          label={t('fields.name')}
          autoComplete="off"
          showCount
          data-testid="item-name"
        />
        <Form.Item
          name="classificationId"
          label={t('fields.classification')}
          rules={f.rules('classificationId', t('fields.classification'))}
        >
          <GoodsClassificationSelect itemType={kind} data-testid="item-classification" />
        </Form.Item>
        <Form.Item name="brandId" label={t('fields.brand')}>
          <BrandSelect allowClear data-testid="item-brand" />
        </Form.Item>
        <ClassTagsField
          source={goods.zItemInput}
          classify={catalog.Classify.GOODS}
          scope={goodsKey}
          label={t('fields.tags')}
          extra={t('hints.tags')}
          placeholder={t('placeholders.tags')}
          tagTooLong={(max) => t('hints.tagTooLong', { max })}
          testId="item-tags"
        />
        <ZodTextArea
          zod={f}
          name="summary"
          label={t('fields.summary')}
          rows={2}
          showCount
          data-testid="item-summary"
        />
        <Form.Item
          name="coverImage"
          label={t('fields.coverImage')}
          rules={f.rules('coverImage', t('fields.coverImage'))}
        >
          <CoverUpload call={variant.imageUpload} folder="cover" testId="item-cover" />
        </Form.Item>
        <Form.Item name="images" label={t('fields.images')}>
          <ImagesUpload
            call={variant.imageUpload}
            folder="gallery"
            max={goods.GOODS_GALLERY_MAX}
            testId="item-images"
          />
        </Form.Item>

        {kind === DATA_PACKAGE ? (
          <Form.Item name="packageFiles" label={t('fields.packageFiles')} extra={t('hints.packageFiles')}>
            <PackageFilesPicker />
          </Form.Item>
        ) : null}
        {kind === DATA_PACKAGE ? (
          <Form.Item name="sampleFile" label={t('fields.sampleFile')} extra={t('hints.sampleFile')}>
            <FileUpload
              call="uploadPackageDemoFile"
              kind="packageDemo"
              testId="item-sample"
              known={storedSample}
            />
          </Form.Item>
        ) : null}
        {kind === DATA_APPLICATION ? (
          <ZodInput
            zod={f}
            name="appUrl"
            label={t('fields.appUrl')}
            placeholder="https://"
            data-testid="item-app-url"
          />
        ) : null}
        {kind === DATA_APPLICATION ? (
          <Form.Item name="sampleFile" label={t('fields.demoFile')}>
            <FileUpload
              call="uploadApplicationDemoFilePath"
              kind="applicationDemo"
              testId="item-demo"
              known={storedSample}
            />
          </Form.Item>
        ) : null}
        {kind === API ? (
          <Form.Item name="apiType" label={t('fields.apiType')}>
            <Select
              allowClear
              style={{ maxWidth: 280 }}
              placeholder={t('placeholders.apiTypeOther')}
              options={enumValues('api_type').map((value) => ({
                value: Number(value),
                label: enumLabel('api_type', value, locale),
              }))}
              data-testid="item-api-type"
            />
          </Form.Item>
        ) : null}

        <Form.Item
          name="description"
          label={t('fields.description')}
          rules={[{ max: goods.GOODS_DESCRIPTION_MAX, message: t('hints.descriptionTooLong') }]}
        >
          <DescriptionEditor call={variant.imageUpload} testId="item-description" />
        </Form.Item>
        <ZodTextArea
          zod={f}
          name="usageInstructions"
          label={t('fields.usageInstructions')}
          rows={4}
          showCount
          data-testid="item-usage"
        />
        <ZodTextArea
          zod={f}
          name="agreement"
          label={t('fields.agreement')}
          rows={5}
          showCount
          data-testid="item-agreement"
        />
        <Form.Item wrapperCol={{ offset: 4, span: 16 }}>
          <Space>
            <Button
              type="primary"
              loading={saver.isPending}
              onClick={() => void handleSave()}
              data-testid="item-save"
            >
              {id ? t('common:actions.save') : t('form.createAndSkus')}
            </Button>
            <Button onClick={() => navigate(item ? variant.info(item.id) : variant.list)}>
              {t('common:actions.cancel')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

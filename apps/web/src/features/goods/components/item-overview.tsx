import { FileOutlined, PaperClipOutlined } from '@ant-design/icons';
import { enumLabel, goods } from '@datamall/contract';
import { Descriptions, Empty, Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useCatalogName } from '../../../shared/i18n/catalog-name';
import { MoneyText } from '../../../shared/ui/money-text';
import { fileHref } from '../api/upload';
import { priceDecimals } from '../price';
import { fileExtOf } from '../upload-rules';
import { DescriptionView } from './description-view';
import { ItemStatusTags } from './item-status-tags';

const { DATA_APPLICATION, DATA_PACKAGE, API } = goods.ItemType;

/** Basic information of a good: kind, owner, classification, brand, tags, price, dates and the files. */
export function ItemBasicInfo({ item, bordered }: { item: goods.ItemDetail; bordered?: boolean }) {
  const { t } = useTranslation('goods');
  const locale = useLocale();
  const nameOf = useCatalogName();
  return (
    <Descriptions
      size="small"
      bordered={bordered}
      column={{ xs: 1, md: 2, xl: 3 }}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      data-testid="item-basic-info"
    >
      <Descriptions.Item label={t('fields.itemType')}>
        {enumLabel('item_type', item.itemType, locale)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.owner')}>{item.ownerName || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.status')}>
        <ItemStatusTags item={item} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.classification')}>
        {nameOf(item.classificationName, item.classificationNameEn) || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.brand')}>
        {nameOf(item.brandName, item.brandNameEn) || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.tags')}>
        {item.tags.length ? (
          <Space size={2} wrap>
            {item.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Space>
        ) : (
          '-'
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.minPrice')}>
        {item.minPrice === null ? (
          t('list.noPrice')
        ) : (
          <MoneyText value={item.minPrice} decimals={priceDecimals(item.minPrice)} />
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.skuCount')}>{formatNumber(item.skuCount)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.viewCount')}>{formatNumber(item.viewCount)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.createDate')}>{formatDateTime(item.createDate)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.updateDate')}>{formatDateTime(item.updateDate)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.listedDate')}>
        {item.listedDate ? formatDateTime(item.listedDate) : '-'}
      </Descriptions.Item>
      {item.itemType === DATA_PACKAGE ? (
        <Descriptions.Item label={t('fields.packageFiles')} span={3}>
          {item.packageFiles.length ? (
            <Space direction="vertical" size={0}>
              {item.packageFiles.map((path) => (
                <span key={path}>
                  <FileOutlined /> {path}
                </span>
              ))}
            </Space>
          ) : (
            '-'
          )}
        </Descriptions.Item>
      ) : null}
      {item.itemType === DATA_PACKAGE || item.itemType === DATA_APPLICATION ? (
        <Descriptions.Item
          label={t(item.itemType === DATA_PACKAGE ? 'fields.sampleFile' : 'fields.demoFile')}
        >
          {item.sampleFile ? (
            <Typography.Link href={fileHref(item.sampleFile)} target="_blank" data-testid="item-sample-link">
              <PaperClipOutlined />{' '}
              {t('upload.download', { ext: item.sampleFileType || fileExtOf(item.sampleFile) })}
            </Typography.Link>
          ) : (
            '-'
          )}
        </Descriptions.Item>
      ) : null}
      {item.itemType === DATA_APPLICATION ? (
        <Descriptions.Item label={t('fields.appUrl')}>
          {item.appUrl ? (
            <Typography.Link href={item.appUrl} target="_blank" rel="noopener noreferrer">
              {item.appUrl}
            </Typography.Link>
          ) : (
            '-'
          )}
        </Descriptions.Item>
      ) : null}
      {item.itemType === API ? (
        <Descriptions.Item label={t('fields.apiType')}>
          {item.apiType === null
            ? t('placeholders.apiTypeOther')
            : enumLabel('api_type', item.apiType, locale)}
        </Descriptions.Item>
      ) : null}
      {item.summary ? (
        <Descriptions.Item label={t('fields.summary')} span={3}>
          {item.summary}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/** Images, description, usage instructions and agreement. */
export function ItemContent({ item }: { item: goods.ItemDetail }) {
  const { t } = useTranslation('goods');
  const images = [item.coverImage, ...item.images].filter(Boolean);
  const section = (title: string, body: React.ReactNode) => (
    <div style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {body}
    </div>
  );
  return (
    <div data-testid="item-content">
      {section(
        t('fields.images'),
        images.length ? (
          <Image.PreviewGroup>
            <Space wrap size={8}>
              {images.map((url, index) => (
                <div key={url} style={{ position: 'relative' }}>
                  <Image
                    src={fileHref(url)}
                    width={160}
                    height={120}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                    data-testid={index === 0 ? 'item-cover-image' : 'item-gallery-image'}
                  />
                  {index === 0 ? (
                    <Tag color="blue" style={{ position: 'absolute', left: 4, top: 4 }}>
                      {t('fields.coverImage')}
                    </Tag>
                  ) : null}
                </div>
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ),
      )}
      {section(
        t('fields.description'),
        item.description ? (
          <DescriptionView html={item.description} testId="item-description-view" />
        ) : (
          <Typography.Text type="secondary">-</Typography.Text>
        ),
      )}
      {section(
        t('fields.usageInstructions'),
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          {item.usageInstructions || '-'}
        </Typography.Paragraph>,
      )}
      {section(
        t('fields.agreement'),
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}>
          {item.agreement || '-'}
        </Typography.Paragraph>,
      )}
    </div>
  );
}

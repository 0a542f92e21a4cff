import { assets, catalog } from '@datamall/contract';
import { Alert, Space, Switch, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useGradeName } from '../../../shared/i18n/grade-name';
import { useMaskedPreview } from '../api/dictionary';
import { MaskingTag } from './masking-tag';

export interface MaskedPreviewProps {
  tableId: string;
  version?: number;
}

/**
 * At most 20 live rows of an asset table. The server masks them per field grade for anyone but the owner;
 * the owner sees them as stored and can switch to the view everyone else gets (the same maskCell, by rule and type).
 */
export function MaskedPreview({ tableId, version }: MaskedPreviewProps) {
  const { t } = useTranslation('assets');
  const nameOfGrade = useGradeName();
  const preview = useMaskedPreview(tableId, version);
  const [asOthers, setAsOthers] = useState(false);
  const data = preview.data;

  if (preview.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('preview.failed')}
        description={errorText(preview.error)}
        data-testid="asset-preview-error"
      />
    );
  }

  const maskLocally = Boolean(data && !data.masked && asOthers);
  const columns = (data?.columns ?? []).map((column, index) => ({
    key: `${index}`,
    dataIndex: index,
    ellipsis: true,
    title: (
      <Tooltip title={t('preview.gradeHint', { grade: nameOfGrade(column.securityLevelName) || '-' })}>
        <Space size={4} direction="vertical">
          <span>{column.name}</span>
          <MaskingTag rule={column.maskingRule} />
        </Space>
      </Tooltip>
    ),
    render: (value: string | null) => {
      const shown = maskLocally ? catalog.maskCell(value, column.maskingRule, column.type) : value;
      return shown === null ? <Typography.Text type="secondary">NULL</Typography.Text> : shown;
    },
  }));

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="asset-preview">
      {data ? (
        data.masked ? (
          <Alert type="warning" showIcon message={t('preview.maskedHint')} data-testid="preview-masked" />
        ) : (
          <Alert
            type="info"
            showIcon
            message={t('preview.ownerHint')}
            action={
              <Space>
                <Typography.Text>{t('preview.asOthers')}</Typography.Text>
                <Switch checked={asOthers} onChange={setAsOthers} data-testid="preview-as-others" />
              </Space>
            }
            data-testid="preview-unmasked"
          />
        )
      ) : null}
      <Typography.Text type="secondary">
        {t('preview.hint', { n: assets.SOURCE_PREVIEW_ROW_LIMIT, version: data?.version ?? '-' })}
      </Typography.Text>
      <Table
        size="small"
        rowKey={(_row, index) => String(index)}
        loading={preview.isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="asset-preview-table"
      />
    </Space>
  );
}

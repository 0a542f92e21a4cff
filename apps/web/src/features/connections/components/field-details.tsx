import { PREVIEW_ROW_LIMIT } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Input,
  List,
  Row,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useColumns, usePreview } from '../api/browse';
import { connectionPaths } from '../paths';

export interface FieldDetailsProps {
  id: string;
  schema: string;
  table: string;
  /** The field shown first; the first column when absent. */
  field?: string;
  base?: string;
}

/** What the preview rows (at most 20) tell about one column. */
export function sampleOf(rows: (string | null)[][], index: number) {
  const values = rows.map((row) => row[index] ?? null);
  const nulls = values.filter((v) => v === null).length;
  const distinct = [...new Set(values.filter((v): v is string => v !== null))];
  return { rows: values.length, nulls, distinct };
}

/**
 * producer/zqdatalink-info-field: the fields of one table, and for the chosen field its type, key, comment
 * and what the read-only preview shows of it (sample values, empty values).
 */
export function FieldDetails({ id, schema, table, field, base = 'producer' }: FieldDetailsProps) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const columns = useColumns(id, schema, table);
  const preview = usePreview(id, schema, table);
  const [chosen, setChosen] = useState(field);
  const [filter, setFilter] = useState('');

  const list = columns.data ?? [];
  const shown = filter ? list.filter((c) => c.name.toLowerCase().includes(filter.toLowerCase())) : list;
  const current = list.find((c) => c.name === chosen) ?? list[0];
  const sample = useMemo(() => {
    if (!current || !preview.data) return undefined;
    const index = preview.data.columns.indexOf(current.name);
    return index < 0 ? undefined : sampleOf(preview.data.rows, index);
  }, [current, preview.data]);

  return (
    <Card
      title={t('field.title', { table: `${schema}.${table}` })}
      data-testid="field-details"
      extra={
        <Button onClick={() => navigate(connectionPaths(base).table(id, schema, table))}>
          {t('actions.back')}
        </Button>
      }
    >
      {columns.isError ? (
        <Alert type="error" showIcon message={errorText(columns.error) ?? t('browse.failed')} />
      ) : (
        <Row gutter={24}>
          <Col xs={24} md={8}>
            <Input.Search
              allowClear
              placeholder={t('field.search')}
              onChange={(e) => setFilter(e.target.value)}
              style={{ marginBottom: 8 }}
            />
            <List
              size="small"
              bordered
              loading={columns.isFetching}
              dataSource={shown}
              locale={{ emptyText: <Empty description={t('field.none')} /> }}
              style={{ maxHeight: 520, overflow: 'auto' }}
              renderItem={(c) => (
                <List.Item
                  onClick={() => setChosen(c.name)}
                  style={{
                    cursor: 'pointer',
                    background: c.name === current?.name ? 'rgba(22,119,255,0.08)' : undefined,
                  }}
                  data-testid={`field-${c.name}`}
                >
                  <Space>
                    <Typography.Text strong={c.name === current?.name}>{c.name}</Typography.Text>
                    <Typography.Text type="secondary">{c.type}</Typography.Text>
                  </Space>
                  {c.key ? (
                    <Tag color={c.key === 'PRI' ? 'gold' : 'blue'}>{t(`key.${c.key}`, c.key)}</Tag>
                  ) : null}
                </List.Item>
              )}
            />
          </Col>
          <Col xs={24} md={16}>
            {current ? (
              <Space direction="vertical" size={16} style={{ width: '100%' }}>
                <Descriptions
                  bordered
                  size="small"
                  column={1}
                  title={current.name}
                  data-testid="field-description"
                >
                  <Descriptions.Item label={t('fields.type')}>{current.type}</Descriptions.Item>
                  <Descriptions.Item label={t('fields.nullable')}>
                    {current.nullable ? t('common.yes') : t('common.no')}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('fields.key')}>
                    {current.key ? t(`key.${current.key}`, current.key) : '-'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('fields.comment')}>{current.comment || '-'}</Descriptions.Item>
                  <Descriptions.Item label={t('field.sampleRows')}>
                    {sample ? t('field.sampleCount', { rows: sample.rows, n: PREVIEW_ROW_LIMIT }) : '-'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('field.nulls')}>
                    {sample ? sample.nulls : '-'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('field.distinct')}>
                    {sample ? sample.distinct.length : '-'}
                  </Descriptions.Item>
                </Descriptions>
                <Card size="small" title={t('field.samples')} loading={preview.isFetching}>
                  {preview.isError ? (
                    <Alert type="error" showIcon message={errorText(preview.error) ?? t('browse.failed')} />
                  ) : sample?.distinct.length ? (
                    <Space wrap data-testid="field-samples">
                      {sample.distinct.map((v) => (
                        <Tag key={v}>{v.length > 60 ? `${v.slice(0, 60)}…` : v}</Tag>
                      ))}
                    </Space>
                  ) : (
                    <Empty description={t('field.noSamples')} />
                  )}
                </Card>
              </Space>
            ) : (
              <Empty description={t('field.none')} />
            )}
          </Col>
        </Row>
      )}
    </Card>
  );
}

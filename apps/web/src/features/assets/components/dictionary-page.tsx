import { Alert, Button, Card, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useSourceDetail } from '../api/sources';
import { assetPaths } from '../paths';
import { canEdit, type FieldPermissions } from '../status';
import { DictionaryEditor } from './dictionary-editor';
import { SourceStatusTag } from './source-status-tag';
import { TableSelect } from './table-select';

/** producer/zqdatasources-add-field: edit the dictionary of one table of an asset (the latest version). */
export function DictionaryPage({
  id,
  tableId,
  permissions,
}: {
  id: string;
  tableId?: string;
  permissions: FieldPermissions;
}) {
  const { t } = useTranslation(['assets', 'common']);
  const navigate = useNavigate();
  const detail = useSourceDetail(id);
  const source = detail.data;
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!source) {
    return <Result status="warning" title={t('detail.loadFailed')} subTitle={errorText(detail.error)} />;
  }
  const current = tableId && source.tables.some((x) => x.id === tableId) ? tableId : source.tables[0]?.id;
  const editable = permissions.update && canEdit(source.status);
  return (
    <Card
      title={
        <Space>
          <span>{t('dictionary.title', { name: source.name })}</span>
          <SourceStatusTag source={source} />
        </Space>
      }
      extra={
        <Space wrap>
          <TableSelect
            tables={source.tables}
            value={current}
            onChange={(next) => navigate(assetPaths.editFields(id, next), { replace: true })}
            testId="dictionary-page-table"
          />
          <Button
            onClick={() => navigate(assetPaths.info(id, undefined, 'dictionary'))}
            data-testid="dictionary-back"
          >
            {t('common:actions.back')}
          </Button>
        </Space>
      }
      data-testid="dictionary-page"
    >
      {!editable ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={permissions.update ? t('wizard.underReview') : t('detail.noPermission')}
        />
      ) : null}
      {current ? <DictionaryEditor key={current} tableId={current} editable={editable} /> : null}
    </Card>
  );
}

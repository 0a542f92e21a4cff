import type { RowCountKind } from '@datamall/contract';
import { Alert, Button, Collapse, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatNumber } from '../../../shared/format';
import { loginUrl } from '../../../shared/public-paths';
import { session } from '../../../shared/session';
import { useMallSourceDetail } from '../api/source-detail';

/** The table's line under its name: exact, about (statistics) or more than (capped count) so many rows. */
const TABLE_META = {
  exact: 'detail.tableMetaExact',
  estimate: 'detail.tableMeta',
  atLeast: 'detail.tableMetaAtLeast',
} as const satisfies Record<RowCountKind, string>;

export interface SourceTablesProps {
  sources: { sourceId: string; tableIds: string[] }[];
  renderTable?: (tableId: string, version: number) => ReactNode;
}

function OneSource({
  sourceId,
  tableIds,
  renderTable,
}: SourceTablesProps['sources'][number] & Pick<SourceTablesProps, 'renderTable'>) {
  const { t } = useTranslation('mall');
  const source = useMallSourceDetail(sourceId);
  const location = useLocation();
  if (source.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (source.isError)
    return <Alert type="warning" showIcon message={errorText(source.error) || t('detail.sourceMissing')} />;
  const data = source.data;
  const tables =
    tableIds.length > 0 ? data.tables.filter((table) => tableIds.includes(table.id)) : data.tables;
  if (tables.length === 0) return <Empty description={t('detail.noTables')} />;
  const loggedIn = session.hasToken();
  return (
    <div data-testid={`mall-source-${sourceId}`}>
      <h3 style={{ margin: '0 0 8px' }}>{data.name}</h3>
      {!loggedIn && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('detail.loginForDictionary')}
          action={
            <Link to={loginUrl(`${location.pathname}${location.search}`)}>
              <Button size="small" type="primary">
                {t('detail.login')}
              </Button>
            </Link>
          }
        />
      )}
      <Collapse
        items={tables.map((table) => ({
          key: table.id,
          label: (
            <span>
              <b>
                {table.schema ? `${table.schema}.` : ''}
                {table.table}
              </b>
              <span style={{ color: '#94a3b8', marginLeft: 12 }}>
                {t(TABLE_META[table.rowCountKind], {
                  fields: formatNumber(table.fieldCount),
                  rows: formatNumber(table.rowEstimate),
                })}
              </span>
            </span>
          ),
          children: (
            <div>
              {table.comment && <p style={{ marginTop: 0 }}>{table.comment}</p>}
              {loggedIn && renderTable ? renderTable(table.id, data.version) : null}
            </div>
          ),
        }))}
        data-testid="mall-source-tables"
      />
    </div>
  );
}

/** The assets bound to an asset or table good: their tables; the dictionary and masked preview once logged in. */
export function SourceTables({ sources, renderTable }: SourceTablesProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      {sources.map((source) => (
        <OneSource key={source.sourceId} {...source} renderTable={renderTable} />
      ))}
    </div>
  );
}

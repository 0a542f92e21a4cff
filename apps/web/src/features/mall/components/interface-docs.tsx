import { endpoints, type mall } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/api';
import { errorText } from '../../../shared/api/api-error';
import { curlCommand, gatewayCallUrl, KEY_PLACEHOLDER } from '../../../shared/gateway-call';
import { MoneyText } from '../../../shared/ui/money-text';
import { mallKey } from '../api/keys';
import { type SchemaField, type SchemaRule, schemaFields } from '../schema-fields';
import './interface-docs.css';

type Doc = mall.MallInterfaceDoc;

/** GET /server/item/itemInterfaceDoc: the interface documentation of a listed API good (public). */
export function useItemInterfaceDoc(itemId: string | undefined) {
  return useQuery({
    queryKey: [...mallKey, 'interfaceDoc', itemId],
    queryFn: ({ signal }) =>
      api(endpoints.mall.itemInterfaceDoc, { query: { itemId: itemId ?? '' }, signal }),
    enabled: Boolean(itemId),
  });
}

function ruleText(rule: SchemaRule, t: TFunction): string {
  if (rule.rule === 'range' || rule.rule === 'length' || rule.rule === 'items') {
    const bound =
      rule.min !== undefined && rule.max !== undefined ? 'between' : rule.min !== undefined ? 'min' : 'max';
    return t(`apiDocs.rule.${rule.rule}.${bound}`, { min: rule.min, max: rule.max });
  }
  return t(`apiDocs.rule.${rule.rule}`, { value: rule.value });
}

function RequiredMark({ required }: { required: boolean }) {
  const { t } = useTranslation('mall');
  return required ? (
    <Tag color="red">{t('apiDocs.yes')}</Tag>
  ) : (
    <span className="mall-doc-muted">{t('apiDocs.no')}</span>
  );
}

/** A JSON Schema body as a nested field table (name, type, required, description, enum values). */
function SchemaTable({ schema, testId }: { schema: Doc['requestSchema']; testId: string }) {
  const { t } = useTranslation('mall');
  const rows = schemaFields(schema);
  if (rows.length === 0) return <p className="mall-doc-muted">{t('apiDocs.noBody')}</p>;
  const columns: ColumnsType<SchemaField> = [
    {
      title: t('apiDocs.col.name'),
      dataIndex: 'name',
      width: '24%',
      render: (v: string) => <code>{v}</code>,
    },
    { title: t('apiDocs.col.type'), dataIndex: 'type', width: '14%', render: (v: string) => <Tag>{v}</Tag> },
    {
      title: t('apiDocs.col.required'),
      dataIndex: 'required',
      width: 80,
      render: (v: boolean) => <RequiredMark required={v} />,
    },
    {
      title: t('apiDocs.col.description'),
      key: 'description',
      render: (_: unknown, field: SchemaField) => (
        <>
          {field.description || (field.rules.length === 0 ? '—' : '')}
          {field.rules.length > 0 && (
            <div className="mall-doc-muted">{field.rules.map((r) => ruleText(r, t)).join('; ')}</div>
          )}
        </>
      ),
    },
    {
      title: t('apiDocs.col.enum'),
      key: 'enum',
      width: '22%',
      render: (_: unknown, field: SchemaField) =>
        field.enumValues.length === 0 ? (
          '—'
        ) : (
          <>
            {field.enumValues.map((v) => (
              <Tag key={v} color="geekblue">
                {v}
              </Tag>
            ))}
            {field.enumDesc && <div className="mall-doc-muted">{field.enumDesc}</div>}
          </>
        ),
    },
  ];
  return (
    <Table<SchemaField>
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      columns={columns}
      dataSource={rows}
      expandable={{ defaultExpandAllRows: true, indentSize: 18 }}
      data-testid={testId}
    />
  );
}

function ParamsTable({ params }: { params: Doc['params'] }) {
  const { t } = useTranslation('mall');
  if (params.length === 0) return <p className="mall-doc-muted">{t('apiDocs.noParams')}</p>;
  return (
    <Table
      size="small"
      bordered
      pagination={false}
      rowKey={(p) => `${p.place}:${p.name}`}
      dataSource={params}
      data-testid="api-doc-params"
      columns={[
        {
          title: t('apiDocs.col.name'),
          dataIndex: 'name',
          width: '24%',
          render: (v: string) => <code>{v}</code>,
        },
        {
          title: t('apiDocs.col.place'),
          dataIndex: 'place',
          width: '12%',
          render: (v: string) => <Tag>{v}</Tag>,
        },
        { title: t('apiDocs.col.type'), dataIndex: 'type', width: '14%' },
        {
          title: t('apiDocs.col.required'),
          dataIndex: 'required',
          width: 80,
          render: (v: boolean) => <RequiredMark required={v} />,
        },
        { title: t('apiDocs.col.description'), dataIndex: 'description', render: (v: string) => v || '—' },
      ]}
    />
  );
}

/** The SKUs (call packs) that include an interface, with their prices; every pack when all of them do. */
function SkuLine({ skus, skuCount }: { skus: Doc['skus']; skuCount: number }) {
  const { t } = useTranslation('mall');
  if (skus.length === 0) return null;
  if (skuCount > 1 && skus.length === skuCount)
    return (
      <p className="mall-doc-skus" data-testid="api-doc-skus">
        {t('apiDocs.allSkus')}
      </p>
    );
  return (
    <p className="mall-doc-skus" data-testid="api-doc-skus">
      {t('apiDocs.skus')}
      {skus.map((s) => (
        <Tag key={s.skuId} className="mall-doc-sku">
          {s.skuName} · <MoneyText value={s.price} />
        </Tag>
      ))}
    </p>
  );
}

/** Where and how a buyer calls the interface through the gateway: the full URL and a curl command. */
function CallLines({ doc, baseUrl, itemId }: { doc: Doc; baseUrl: string; itemId: string }) {
  const { t } = useTranslation('mall');
  const url = gatewayCallUrl(baseUrl, itemId, doc.path);
  const curl = curlCommand({ url, method: doc.method, apiKey: KEY_PLACEHOLDER, params: doc.params });
  const tooltips = [t('apiDocs.copy'), t('apiDocs.copied')];
  return (
    <div className="mall-doc-call" data-testid="api-doc-call">
      <div>
        <span className="mall-doc-call-label">{t('apiDocs.callUrl')}</span>
        <Typography.Text code copyable={{ text: url, tooltips }} data-testid="api-doc-url">
          {url}
        </Typography.Text>
      </div>
      <div className="mall-doc-call-label">{t('apiDocs.curl')}</div>
      <Typography.Paragraph
        code
        copyable={{ text: curl, tooltips }}
        className="mall-doc-curl"
        data-testid="api-doc-curl"
      >
        {curl}
      </Typography.Paragraph>
    </div>
  );
}

function InterfaceSection({
  doc,
  baseUrl,
  itemId,
  skuCount,
}: {
  doc: Doc;
  baseUrl: string | null;
  itemId: string;
  skuCount: number;
}) {
  const { t } = useTranslation('mall');
  return (
    <section className="mall-doc" data-testid="api-doc" data-path={doc.path}>
      <header className="mall-doc-head">
        <Tag color={doc.method === 'GET' ? 'green' : 'blue'} className="mall-doc-method">
          {doc.method}
        </Tag>
        <Typography.Text code className="mall-doc-path">
          {doc.path}
        </Typography.Text>
        <strong>{doc.name}</strong>
      </header>
      {baseUrl && <CallLines doc={doc} baseUrl={baseUrl} itemId={itemId} />}
      <SkuLine skus={doc.skus} skuCount={skuCount} />
      {doc.description && <p>{doc.description}</p>}
      <Typography.Title level={5}>{t('apiDocs.params')}</Typography.Title>
      <ParamsTable params={doc.params} />
      <Typography.Title level={5}>{t('apiDocs.request')}</Typography.Title>
      <SchemaTable schema={doc.requestSchema} testId="api-doc-request" />
      <Typography.Title level={5}>{t('apiDocs.response')}</Typography.Title>
      <SchemaTable schema={doc.responseSchema} testId="api-doc-response" />
    </section>
  );
}

/**
 * The interface documentation tab of an API good: the good's address on the gateway (or that calling through the
 * platform is not available yet), then each interface once (method, path, the full call URL and a curl command
 * with the key as a placeholder, the packs that include it, parameters and bodies).
 */
export function InterfaceDocs({ itemId }: { itemId: string }) {
  const { t } = useTranslation('mall');
  const docs = useItemInterfaceDoc(itemId);
  if (docs.isPending) return <Skeleton active />;
  if (docs.isError)
    return <Alert type="error" showIcon message={t('apiDocs.failed')} description={errorText(docs.error)} />;
  const { baseUrl, skuCount, interfaces } = docs.data;
  if (interfaces.length === 0) return <Empty description={t('apiDocs.empty')} data-testid="api-docs-empty" />;
  return (
    <div data-testid="api-docs">
      {baseUrl ? (
        <div className="mall-doc-base" data-testid="api-doc-base">
          <span className="mall-doc-base-label">{t('apiDocs.baseUrl')}</span>
          <Typography.Text code copyable>
            {gatewayCallUrl(baseUrl, itemId, '')}
          </Typography.Text>
          <div className="mall-doc-muted">{t('apiDocs.baseUrlHint')}</div>
        </div>
      ) : (
        <Alert type="info" showIcon data-testid="api-doc-no-gateway" message={t('apiDocs.noGateway')} />
      )}
      {interfaces.map((d) => (
        <InterfaceSection key={d.id} doc={d} baseUrl={baseUrl} itemId={itemId} skuCount={skuCount} />
      ))}
    </div>
  );
}

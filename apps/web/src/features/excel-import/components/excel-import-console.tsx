import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { excelImport } from '@datamall/contract';
import { Alert, Button, Card, Popconfirm, Segmented, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { saveBlob } from '../../../shared/api/download';
import { useLocale } from '../../../shared/hooks/use-locale';
import { notify } from '../../../shared/notify';
import { downloadTemplate, useImportExcel } from '../api/excel-import';
import { reportCsv } from './report-csv';

type Kind = excelImport.ExcelImportKind;
type Mode = excelImport.ExcelImportMode;
const { EXCEL_IMPORT_COLUMNS, EXCEL_IMPORT_KIND_LABELS, EXCEL_IMPORT_KINDS, EXCEL_IMPORT_LIMITS } =
  excelImport;

/**
 * sys/excel-import: the operator picks what to import (accounts, categories, tags), downloads its template, uploads
 * the filled file and checks it, imports it whole, or imports only its valid rows; the row errors are shown and
 * can be downloaded.
 */
export function ExcelImportConsole() {
  const { t } = useTranslation('excelImport');
  const locale = useLocale();
  const [kind, setKind] = useState<Kind>('users');
  const [file, setFile] = useState<File | null>(null);
  const [ran, setRan] = useState<{ mode: Mode; kind: Kind } | null>(null);
  const importing = useImportExcel();

  const chooseKind = (next: Kind) => {
    setKind(next);
    setRan(null);
    importing.reset();
  };
  const run = (mode: Mode) => {
    if (!file) return;
    setRan({ mode, kind });
    importing.mutate({ kind, mode, file });
  };
  const handleTemplate = async () => {
    try {
      notify.success(t('template.downloaded', { name: await downloadTemplate(kind) }));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Card title={t('title')} data-testid="excel-import">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>{t('kind')}</Typography.Text>
          <Segmented<Kind>
            value={kind}
            onChange={chooseKind}
            options={EXCEL_IMPORT_KINDS.map((k) => ({
              value: k,
              label: EXCEL_IMPORT_KIND_LABELS[k][locale],
            }))}
            data-testid="excel-import-kind"
          />
          <Button icon={<DownloadOutlined />} onClick={handleTemplate} data-testid="excel-import-template">
            {t('template.download')}
          </Button>
        </Space>
        <ColumnGuide kind={kind} />
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setRan(null);
            importing.reset();
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setRan(null);
            importing.reset();
          }}
          data-testid="excel-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('upload.hint')}</p>
          <p className="ant-upload-hint">
            {t('upload.limits', { mb: EXCEL_IMPORT_LIMITS.fileMb, rows: EXCEL_IMPORT_LIMITS.rows[kind] })}
          </p>
        </Upload.Dragger>
        <Space wrap>
          <Button
            disabled={!file}
            loading={importing.isPending && ran?.mode === 'validate'}
            onClick={() => run('validate')}
            data-testid="excel-import-validate"
          >
            {t('actions.validate')}
          </Button>
          <Button
            type="primary"
            disabled={!file || importing.isPending}
            loading={importing.isPending && ran?.mode === 'all-or-nothing'}
            onClick={() => run('all-or-nothing')}
            data-testid="excel-import-all"
          >
            {t('actions.import')}
          </Button>
          <Popconfirm
            title={t('actions.validRowsConfirm')}
            onConfirm={() => run('valid-rows')}
            disabled={!file || importing.isPending}
          >
            <Button
              disabled={!file || importing.isPending}
              loading={importing.isPending && ran?.mode === 'valid-rows'}
              data-testid="excel-import-valid-rows"
            >
              {t('actions.validRows')}
            </Button>
          </Popconfirm>
        </Space>
        {importing.isError ? (
          <Alert
            type="error"
            showIcon
            message={errorText(importing.error)}
            data-testid="excel-import-refused"
          />
        ) : null}
        {importing.data && ran ? (
          <ImportReport result={importing.data} mode={ran.mode} kind={ran.kind} />
        ) : null}
      </Space>
    </Card>
  );
}

/** The template's columns: which are required and what each allows. */
function ColumnGuide({ kind }: { kind: Kind }) {
  const { t } = useTranslation('excelImport');
  const locale = useLocale();
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={EXCEL_IMPORT_COLUMNS[kind]}
      data-testid="excel-import-columns"
      columns={[
        { key: 'header', title: t('columns.column'), width: 180, render: (_, c) => c.header[locale] },
        {
          key: 'required',
          title: t('columns.required'),
          width: 100,
          render: (_, c) =>
            c.required ? <Tag color="red">{t('columns.yes')}</Tag> : <Tag>{t('columns.no')}</Tag>,
        },
        { key: 'rule', title: t('columns.rule'), render: (_, c) => c.rule[locale] },
      ]}
    />
  );
}

function summaryOf(result: excelImport.ImportResult, mode: Mode) {
  if (result.invalidRows === 0) {
    return mode === 'validate'
      ? { type: 'success' as const, key: 'result.allValid' }
      : { type: 'success' as const, key: 'result.imported' };
  }
  if (mode === 'valid-rows') return { type: 'warning' as const, key: 'result.partial' };
  return { type: 'error' as const, key: mode === 'validate' ? 'result.invalid' : 'result.refused' };
}

/** Counts of the run and its row errors (row, column, reason), downloadable as CSV. */
function ImportReport({ result, mode, kind }: { result: excelImport.ImportResult; mode: Mode; kind: Kind }) {
  const { t } = useTranslation('excelImport');
  const summary = summaryOf(result, mode);
  const headers: [string, string, string] = [t('report.row'), t('report.column'), t('report.reason')];
  const download = () => {
    const csv = reportCsv(headers, result.errors);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${kind}-import-report.csv`);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="excel-import-report">
      <Alert
        type={summary.type}
        showIcon
        message={t(summary.key, {
          total: result.total,
          imported: result.imported,
          invalid: result.invalidRows,
        })}
        data-testid="excel-import-summary"
      />
      {result.errorCount > result.errors.length ? (
        <Alert
          type="info"
          message={t('report.more', { listed: result.errors.length, count: result.errorCount })}
        />
      ) : null}
      {result.errors.length > 0 ? (
        <>
          <Button icon={<DownloadOutlined />} onClick={download} data-testid="excel-import-report-download">
            {t('report.download')}
          </Button>
          <Table
            size="small"
            rowKey={(e) => `${e.row}:${e.column}`}
            dataSource={result.errors}
            pagination={{ defaultPageSize: 20, showSizeChanger: true }}
            data-testid="excel-import-errors"
            columns={[
              { key: 'row', title: headers[0], dataIndex: 'row', width: 100 },
              {
                key: 'column',
                title: headers[1],
                dataIndex: 'column',
                width: 180,
                render: (v: string) => v || '-',
              },
              { key: 'reason', title: headers[2], dataIndex: 'reason' },
            ]}
          />
        </>
      ) : null}
    </Space>
  );
}

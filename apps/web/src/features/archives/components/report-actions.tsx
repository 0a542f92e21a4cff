import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import type { archives } from '@datamall/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { reportPath } from '../paths';
import { downloadReportPdf } from '../reports/api';

/** Re-opening a stored report and downloading its PDF: neither charges again. */
export function ReportActions({ report }: { report: archives.ArchiveReportSummary }) {
  const { t } = useTranslation('archives');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReportPdf(report.id);
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Space size={4} wrap>
      <Link to={reportPath(report.query, report.id)} data-testid={`history-open-${report.id}`}>
        <Button type="link" size="small" icon={<FileSearchOutlined />}>
          {t('history.open')}
        </Button>
      </Link>
      <Button
        type="link"
        size="small"
        icon={<DownloadOutlined />}
        loading={downloading}
        onClick={download}
        data-testid={`history-pdf-${report.id}`}
      >
        {t('history.pdf')}
      </Button>
    </Space>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentBanner } from './parts';

/** Only documents this site serves may be shown: a path of the content files, never another origin. */
export function isViewablePdf(url: string): boolean {
  return /^\/server\/content\/file\?key=content\/[0-9a-f-]{36}\.pdf$/.test(url);
}

/** /pdf?url=&title=: a PDF uploaded for content, shown inline with a download link. */
export function PdfPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const title = params.get('title') || t('mall.pdfTitle');
  const ok = isViewablePdf(url);
  return (
    <div data-testid="pdf-page">
      <ContentBanner title={title} />
      <div className="content-page">
        <div className="content-card">
          {ok ? (
            <>
              <div style={{ marginBottom: 12, textAlign: 'right' }}>
                <a href={url} download>
                  <Button icon={<DownloadOutlined />}>{t('mall.download')}</Button>
                </a>
              </div>
              <object
                data={url}
                type="application/pdf"
                style={{ width: '100%', height: '80vh', border: 'none' }}
              >
                <Empty description={t('mall.pdfUnsupported')} />
              </object>
            </>
          ) : (
            <Empty description={t('mall.pdfMissing')} style={{ padding: '48px 0' }} />
          )}
        </div>
      </div>
    </div>
  );
}

import { CheckCircleFilled, LoginOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { loginUrl } from '../../../shared/public-paths';
import { RichTextView } from '../../../shared/ui/rich-text/rich-text-view';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useAcceptArchiveAgreement } from '../api/accept-agreement';
import { useArchiveCatalog } from '../api/catalog';
import { useServeAgreementText } from '../api/content';
import { ArchivesBanner } from './parts';

/** Accepting the agreement: a consumer agrees (the version shown), a visitor logs in first. */
function AcceptBar() {
  const { t } = useTranslation('archives');
  const navigate = useNavigate();
  const location = useLocation();
  const catalog = useArchiveCatalog();
  const accept = useAcceptArchiveAgreement();
  if (catalog.isPending) return <Skeleton.Button active />;
  const viewer = catalog.data?.viewer;
  if (!catalog.data) return null;
  if (!viewer) {
    return (
      <Button
        icon={<LoginOutlined />}
        onClick={() => navigate(loginUrl(location.pathname))}
        data-testid="agreement-login"
      >
        {t('agreement.loginToAccept')}
      </Button>
    );
  }
  if (!viewer.consumer) return <Alert type="info" showIcon message={t('form.consumersOnly')} />;
  if (viewer.agreementAccepted) {
    return (
      <Typography.Text type="success" strong data-testid="agreement-accepted">
        <CheckCircleFilled /> {t('agreement.accepted')}
      </Typography.Text>
    );
  }
  const hash = catalog.data.agreementHash;
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button
        type="primary"
        size="large"
        loading={accept.isPending}
        onClick={() => accept.mutate(hash)}
        data-testid="agreement-accept"
      >
        {t('agreement.accept')}
      </Button>
      {accept.isError && (
        <Alert type="error" showIcon message={errorText(accept.error) ?? t('agreement.acceptFailed')} />
      )}
    </div>
  );
}

/** /archives/serveAgreement: the serve agreement of the content system, and accepting it. */
export function ServeAgreement() {
  const { t } = useTranslation('archives');
  const agreement = useServeAgreementText();
  const data = agreement.data;
  usePageTitle(t('agreement.title'));
  return (
    <div data-testid="archives-agreement">
      <ArchivesBanner title={data?.title || t('agreement.title')} />
      <div className="archives-page">
        <div className="archives-card">
          {agreement.isPending ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : agreement.isError || !data?.content ? (
            <Empty description={t('agreement.missing')} style={{ padding: '48px 0' }} />
          ) : (
            <>
              <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                {t('agreement.updated', { date: formatDateTime(data.updateDate) })}
              </Typography.Paragraph>
              <RichTextView html={data.content} testId="archives-agreement-content" />
            </>
          )}
        </div>
        {data?.content && (
          <div className="archives-card">
            <AcceptBar />
          </div>
        )}
      </div>
    </div>
  );
}

import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useAppPreview, useSaveOutputSample } from '../api/app-preview';
import { SampleTable, TemplateButton } from './app-preview-panel';

export interface OutputSamplePanelProps {
  itemId: string;
  /** The upload control (a goods upload of uploadOutputExcel): calls `onUploaded` with the file URL. */
  renderUpload: (onUploaded: (url: string | null) => void) => ReactNode;
}

/**
 * The developer's output sample: download the generated template, fill in some rows, upload it; the server
 * checks its header against the declared output and keeps the first 20 rows for the mall preview.
 */
export function OutputSamplePanel({ itemId, renderUpload }: OutputSamplePanelProps) {
  const { t } = useTranslation('appPreview');
  const preview = useAppPreview(itemId);
  const save = useSaveOutputSample();
  const [problem, setProblem] = useState<string | null>(null);

  const handleSave = async (fileUrl: string | null) => {
    setProblem(null);
    try {
      await save.mutateAsync({ itemId, fileUrl });
      notify.success(fileUrl ? t('sample.saved') : t('sample.removed'));
    } catch (error) {
      // The refusal (missing columns, no rows, unreadable) stays on screen beside the upload.
      setProblem(errorText(error) ?? (error instanceof ApiError ? error.message : String(error)));
    }
  };

  if (preview.isLoading) return <Spin />;
  const p = preview.data;
  return (
    <Card data-testid="output-sample-panel" title={t('sample.devTitle')} style={{ marginTop: 16 }}>
      {!p?.declared ? (
        <Alert type="info" showIcon message={t('sample.declareFirst')} />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('sample.devHint')}
          </Typography.Paragraph>
          <Space wrap align="start">
            <TemplateButton itemId={itemId} label={t('actions.outputTemplate')} />
            {renderUpload((url) => void handleSave(url))}
            {p.sample ? (
              <Button
                danger
                icon={<DeleteOutlined />}
                loading={save.isPending}
                onClick={() => void handleSave(null)}
                data-testid="sample-remove"
              >
                {t('sample.remove')}
              </Button>
            ) : null}
          </Space>
          {problem ? <Alert type="error" showIcon message={problem} data-testid="sample-problem" /> : null}
          {p.sample ? (
            <SampleTable sample={p.sample} />
          ) : (
            <Typography.Text type="secondary">{t('sample.none')}</Typography.Text>
          )}
        </Space>
      )}
    </Card>
  );
}

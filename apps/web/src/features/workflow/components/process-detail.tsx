import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { workflowMessage } from '../messages';
import { TODO_PATH } from '../paths';
import { HistoryTable } from './history-table';
import { ProcessDiagram } from './process-diagram';

/** flow/zq-process-detail (param processInstanceId): the history table and the diagram. */
export function ProcessDetail({ processInstanceId }: { processInstanceId: string | undefined }) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      // Opened from the to-do list, a task or an instance list: go back there, else to the to-do list.
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(TODO_PATH))}
      data-testid="process-back"
    >
      {t('common:actions.back')}
    </Button>
  );

  if (!processInstanceId) {
    return (
      <Card>
        <div data-testid="process-missing">
          <Result
            status="warning"
            title={t('detail.noProcessTitle')}
            subTitle={workflowMessage('noBusinessKey')}
            extra={back}
          />
        </div>
      </Card>
    );
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="process-detail">
      <Card
        title={
          <Space>
            {t('detail.history')}
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
              {t('fields.processInstanceId')} #{processInstanceId}
            </Typography.Text>
          </Space>
        }
        extra={back}
      >
        <HistoryTable processInstanceId={processInstanceId} />
      </Card>
      <Card title={t('detail.diagram')}>
        <ProcessDiagram processInstanceId={processInstanceId} />
      </Card>
    </Space>
  );
}

import { Alert, Button } from 'antd';
import { useTexts } from '../locale-context';

export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTexts();
  return (
    <Alert
      type="error"
      showIcon
      message={t('error.load', { message: error.message })}
      action={
        <Button size="small" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      }
    />
  );
}

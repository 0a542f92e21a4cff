import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { JobForm } from '../../features/app-runs/components/job-form';

/** Hidden menu url dev/configureData: the developer declares a data application's job (`?itemId=`). */
export function Page() {
  const { t } = useTranslation('appRuns');
  const [params] = useSearchParams();
  const itemId = params.get('itemId');
  return itemId ? <JobForm itemId={itemId} /> : <Result status="info" title={t('job.noItem')} />;
}

import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { JobForm } from '../../features/app-runs/components/job-form';

const INPUTS = ['inputs'] as const;

/**
 * Hidden menu url dev/addCustomerData?itemId=: the spec names the page only. Decided: the inputs the customer
 * supplies (the inputs section of the job declared on dev/configureData); saving keeps the output and the job.
 */
export function Page() {
  const { t } = useTranslation('appRuns');
  const [params] = useSearchParams();
  const itemId = params.get('itemId');
  if (!itemId) return <Result status="info" title={t('job.noItem')} />;
  return <JobForm itemId={itemId} sections={INPUTS} />;
}

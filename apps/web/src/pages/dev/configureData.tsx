import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OutputSamplePanel } from '../../features/app-preview/components/output-sample-panel';
import { JobForm } from '../../features/app-runs/components/job-form';
import { FileUpload } from '../../features/goods/components/file-upload';

/**
 * Hidden menu url dev/configureData: the developer declares a data application's job (`?itemId=`) and attaches
 * the output sample shown in the mall's data preview. dev/addCustomerData and dev/changeResult show one section of the
 * same form (inputs, output).
 */
export function Page() {
  const { t } = useTranslation('appRuns');
  const [params] = useSearchParams();
  const itemId = params.get('itemId');
  if (!itemId) return <Result status="info" title={t('job.noItem')} />;
  return (
    <>
      <JobForm itemId={itemId} />
      <OutputSamplePanel
        itemId={itemId}
        renderUpload={(onUploaded) => (
          <FileUpload
            value={null}
            onChange={onUploaded}
            call="uploadOutputExcel"
            kind="outputTemplate"
            testId="sample-upload"
          />
        )}
      />
    </>
  );
}

import { useSearchParams } from 'react-router';
import { ProcessDetail } from '../../features/workflow/components/process-detail';
import { idParam } from '../../features/workflow/paths';

/** Hidden menu url flow/zq-process-detail?processInstanceId= (§2.8): history and diagram of a process. */
export function Page() {
  const [params] = useSearchParams();
  const processInstanceId = idParam(params.get('processInstanceId'));
  return <ProcessDetail key={processInstanceId} processInstanceId={processInstanceId} />;
}

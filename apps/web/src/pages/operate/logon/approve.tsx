import { useSearchParams } from 'react-router';
import { RegistrationDetail } from '../../../features/users/components/registration-detail';
import { processDetailPath, TODO_PATH } from '../../../features/workflow/paths';

/** Hidden menu url operate/logon/approve?userId=: an applicant's registration, approved or rejected here. */
export function Page() {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  return (
    <RegistrationDetail
      userId={/^\d+$/.test(userId) ? userId : undefined}
      todoPath={TODO_PATH}
      listPath="/operate-logon-logon"
      processPath={processDetailPath}
    />
  );
}

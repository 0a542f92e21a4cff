import { useSearchParams } from 'react-router';
import { RegistrationDetail } from '../../../features/users/components/registration-detail';

/** Hidden menu url operate/logon/approve?userId=: an applicant's registration; the decision is a to-do task. */
export function Page() {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  return (
    <RegistrationDetail
      userId={/^\d+$/.test(userId) ? userId : undefined}
      todoPath="/flow-todo"
      listPath="/operate-logon-logon"
    />
  );
}

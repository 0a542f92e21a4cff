import { RoleType } from '@datamall/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { QuotaLedger } from '../../features/users/components/quota-ledger';
import { session } from '../../shared/session';

const PATH = '/admin-user-zquserquotadetailed';

/** Hidden personal url admin-user/zquserquotadetailed: the credit ledger; operators may pass ?userId=. */
export function Page() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isOperator = session.getRoleType() === RoleType.OPERATOR;
  const userId = params.get('userId') ?? '';
  return (
    <QuotaLedger
      userId={isOperator && /^\d+$/.test(userId) ? userId : undefined}
      showUser={isOperator}
      onClearUser={() => navigate(PATH)}
    />
  );
}

import { ErrorCode, endpoints, TASK_ACTION_THROTTLE_MS } from '@datamall/contract';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { DecisionForm } from '../../../shared/ui/decision-form';
import { useUpdateAuditStatus } from '../api/update-audit-status';

export type RegistrationDecision = 'approved' | 'rejected';

export interface RegistrationDecisionPanelProps {
  /** The pending account (sp_type 0). */
  userId: string;
  /** Named in the confirmation. */
  username: string;
  onDecided: (decision: RegistrationDecision) => void;
}

const SP_TYPE_OF = { approved: 1, rejected: 2 } as const satisfies Record<RegistrationDecision, number>;

/**
 * 通过 / 驳回 of a pending registration on the account page: a reason of 2-500 characters for both, a
 * confirmation, and the task page's 3000 ms throttle. The server decides the account's open review task, so
 * the to-do list and the process history record the same decision.
 */
export function RegistrationDecisionPanel({ userId, username, onDecided }: RegistrationDecisionPanelProps) {
  const { t } = useTranslation(['users', 'common', 'validation']);
  const f = useZodRules(endpoints.users.updateAuditStatus);
  const decide = useUpdateAuditStatus();

  const handleFailure = (error: unknown) => {
    const text = errorText(error);
    if (isApiError(error) && error.code === ErrorCode.ILLEGAL_STATE) {
      // Decided meanwhile (here or in the to-do list): the detail refetches and shows the outcome.
      notify.error(text || t('users:register.stale'));
    } else if (isApiError(error) && error.code === ErrorCode.TOO_MANY_REQUESTS) {
      notify.warning(t('users:register.throttled'));
    } else if (text) {
      notify.error(text);
    }
  };

  const reasonLabel = t('users:register.reason');
  const sending = decide.isPending
    ? decide.variables?.spType === SP_TYPE_OF.approved
      ? 'approved'
      : 'rejected'
    : undefined;
  return (
    <DecisionForm
      subjectId={userId}
      field="reason"
      rules={f.rules('reason', reasonLabel)}
      maxLength={f.maxLength('reason')}
      texts={{
        label: reasonLabel,
        placeholder: t('users:register.reasonPlaceholder'),
        coolingDown: t('users:register.coolingDown', { seconds: TASK_ACTION_THROTTLE_MS / 1000 }),
        cancel: t('common:actions.cancel'),
        approved: {
          action: t('users:register.pass'),
          confirmTitle: t('users:register.confirmPassTitle'),
          confirmContent: t('users:register.confirmPassContent', { username }),
          done: t('users:register.passed'),
        },
        rejected: {
          action: t('users:register.reject'),
          confirmTitle: t('users:register.confirmRejectTitle'),
          confirmContent: t('users:register.confirmRejectContent', { username }),
          done: t('users:register.rejected'),
        },
      }}
      testIds={{
        form: 'approve-form',
        field: 'approve-reason',
        approve: 'approve-pass',
        reject: 'approve-reject',
        cooling: 'approve-cooling',
        confirmOk: 'approve-confirm-ok',
      }}
      sending={sending}
      send={(decision, reason) => decide.mutateAsync({ userId, spType: SP_TYPE_OF[decision], reason })}
      onDecided={onDecided}
      onFailure={handleFailure}
    />
  );
}

import { appRuns } from '@datamall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag, TONE_COLOR } from '../../../shared/ui/status-tag';

export interface RunStatusTagProps {
  /** operation_type of the run; null when the order never ran. */
  operationType: number | null;
  /** How a shut-down run ended: success 1, failure 0. */
  result: number | null;
  /** data-testid of the result tag of a finished run. */
  resultTestId?: string;
}

/**
 * A run's state as one tag. Not started and running by operation_type; a run that has ended (shut down) by how
 * it ended, succeeded (positive group) or failed (error group, "run error"): operation_type's "shut down" sits in
 * the error group, and next to 成功 it read as a fault.
 */
export function RunStatusTag({ operationType, result, resultTestId }: RunStatusTagProps) {
  const { t } = useTranslation('appRuns');
  if (operationType === appRuns.OperationType.SHUT_DOWN && result !== null) {
    const succeeded = result === appRuns.RunResult.SUCCESS;
    const tone = succeeded ? 'positive' : 'error';
    return (
      <Tag color={TONE_COLOR[tone]} data-tone={tone} data-testid={resultTestId}>
        {t(succeeded ? 'run.success' : 'run.failure')}
      </Tag>
    );
  }
  return <StatusTag dictType="operation_type" value={operationType ?? appRuns.OperationType.NOT_STARTED} />;
}

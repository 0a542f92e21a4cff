import { useNavigate, useSearchParams } from 'react-router';
import { BUSINESS_FORMS } from '../../app/business-forms';
import { TaskHandle } from '../../features/workflow/components/task-handle';
import { idParam, TODO_PATH } from '../../features/workflow/paths';

/** Hidden menu url flow/task?taskId= (§2.8): handle a task; afterwards the user returns to the to-do list. */
export function Page() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const taskId = idParam(params.get('taskId'));
  return (
    <TaskHandle
      key={taskId}
      taskId={taskId}
      businessForms={BUSINESS_FORMS}
      onDone={() => navigate(TODO_PATH)}
    />
  );
}

import { TodoList } from '../features/workflow/components/todo-list';

/** Menu url flow-todo (§2.8): the caller's open workflow tasks. */
export function Page() {
  return <TodoList />;
}

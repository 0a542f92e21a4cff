import { ClassTagsPanel } from '../../features/catalog/components/class-tags-panel';

/** Menu url sys/classtags: tags per classification. */
export function Page() {
  return <ClassTagsPanel />;
}

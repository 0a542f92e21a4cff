import { useSearchParams } from 'react-router';
import { usePermissions } from '../../features/access/api/permissions';
import { BindSecondary } from '../../features/nodes/components/bind-secondary';
import { NodeForm } from '../../features/nodes/components/node-form';
import { NodeList } from '../../features/nodes/components/node-list';
import { NODE_SAVE_PERMISSION } from '../../features/nodes/paths';

const numeric = (value: string | null) => (value && /^\d+$/.test(value) ? value : undefined);

/**
 * Menu url operate/zqOperateNodeinfo: the operator's own (platform) nodes and the platform node;
 * `?edit=new|<id>` shows the node form and `?bind=<id>` the secondary binding on the same page.
 */
export function Page() {
  const [params] = useSearchParams();
  const held = usePermissions().data;
  const edit = params.get('edit');
  const bind = params.get('bind');
  if (edit !== null) return <NodeForm key={`edit-${edit}`} id={numeric(edit)} base="operate" />;
  if (bind !== null) return <BindSecondary key={`bind-${bind}`} id={numeric(bind)} base="operate" />;
  return <NodeList base="operate" canSave={Boolean(held?.includes(NODE_SAVE_PERMISSION))} />;
}

/** Whose node pages: the supplier's, the consumer's, or the operator's own (platform) nodes. */
export type NodeBase = 'producer' | 'consumer' | 'operate';

export interface NodePaths {
  list: string;
  /** Add (no id) or edit a node. */
  edit: (id?: string) => string;
  /** Bind secondary nodes to a primary node (without id: pick the primary on the page). */
  bind: (id?: string) => string;
}

const withId = (path: string, id?: string) => (id ? `${path}?id=${encodeURIComponent(id)}` : path);

/**
 * Routes of the node pages: supplier menu urls producer/nodeinfo, -add-or-update, -bind-secondary-node;
 * consumer consumer/node/index, /apply, /bind; the operator's operate/zqOperateNodeinfo keeps its form and
 * binding on the same page (`?edit=`, `?bind=`), as the spec names no hidden operator pages for them.
 */
export function nodePaths(base: NodeBase): NodePaths {
  switch (base) {
    case 'producer':
      return {
        list: '/producer-nodeinfo',
        edit: (id) => withId('/producer-nodeinfo-add-or-update', id),
        bind: (id) => withId('/producer-nodeinfo-bind-secondary-node', id),
      };
    case 'consumer':
      return {
        list: '/consumer-node-index',
        edit: (id) => withId('/consumer-node-apply', id),
        bind: (id) => withId('/consumer-node-bind', id),
      };
    case 'operate':
      return {
        list: '/operate-zqOperateNodeinfo',
        edit: (id) => `/operate-zqOperateNodeinfo?edit=${encodeURIComponent(id ?? 'new')}`,
        bind: (id) => `/operate-zqOperateNodeinfo?bind=${encodeURIComponent(id ?? 'new')}`,
      };
  }
}

/** The permission of the node edit pages; the server checks it on every write. */
export const NODE_SAVE_PERMISSION = 'nodeInfo:nodeinfo:save';

/** Lists refresh this often so online/offline follows the heartbeats. */
export const NODE_REFRESH_MS = 15_000;

import {
  emptySchemaNode,
  isValidPropertyName,
  type SchemaNode,
  type SchemaNodeType,
} from '@datamall/contract';

/** Where a node sits: the names of object fields, or `[]` for the items of an array. */
export type NodePath = readonly (string | [])[];

const isItems = (step: string | []): step is [] => Array.isArray(step);

export function nodeAt(root: SchemaNode, path: NodePath): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const step of path) {
    if (!node) return undefined;
    node = isItems(step) ? node.items : node.properties?.[step];
  }
  return node;
}

/** A copy of `root` where the node at `path` is replaced by `fn(node)`. */
export function updateAt(root: SchemaNode, path: NodePath, fn: (node: SchemaNode) => SchemaNode): SchemaNode {
  const [step, ...rest] = path;
  if (step === undefined) return fn(root);
  if (isItems(step)) return root.items ? { ...root, items: updateAt(root.items, rest, fn) } : root;
  const child = root.properties?.[step];
  if (!child) return root;
  return { ...root, properties: { ...root.properties, [step]: updateAt(child, rest, fn) } };
}

/** Switches the type of a node: settings of the old type and its children go, title and description stay. */
export function setType(root: SchemaNode, path: NodePath, type: SchemaNodeType): SchemaNode {
  return updateAt(root, path, (node) => (node.type === type ? node : emptySchemaNode(type, node)));
}

/** Adds a string field to an object node, named field_1, field_2... (the first name not taken). */
export function addField(root: SchemaNode, path: NodePath): { root: SchemaNode; name: string } {
  const target = nodeAt(root, path);
  const taken = new Set(Object.keys(target?.properties ?? {}));
  let n = taken.size + 1;
  while (taken.has(`field_${n}`)) n += 1;
  const name = `field_${n}`;
  const next = updateAt(root, path, (node) =>
    node.type === 'object'
      ? { ...node, properties: { ...node.properties, [name]: { type: 'string' } } }
      : node,
  );
  return { root: next, name };
}

/** Renames a field in place (order and required kept); refused (null) for an invalid or taken name. */
export function renameField(root: SchemaNode, parent: NodePath, from: string, to: string): SchemaNode | null {
  if (from === to) return root;
  const target = nodeAt(root, parent);
  if (!target?.properties || !(from in target.properties)) return null;
  if (!isValidPropertyName(to) || to in target.properties) return null;
  return updateAt(root, parent, (node) => ({
    ...node,
    properties: Object.fromEntries(
      Object.entries(node.properties ?? {}).map(([k, v]) => [k === from ? to : k, v]),
    ),
    required: (node.required ?? []).map((r) => (r === from ? to : r)),
  }));
}

export function removeField(root: SchemaNode, parent: NodePath, name: string): SchemaNode {
  return updateAt(root, parent, (node) => {
    const { [name]: _removed, ...properties } = node.properties ?? {};
    return { ...node, properties, required: (node.required ?? []).filter((r) => r !== name) };
  });
}

export function setRequired(root: SchemaNode, parent: NodePath, name: string, required: boolean): SchemaNode {
  return updateAt(root, parent, (node) => {
    const list = (node.required ?? []).filter((r) => r !== name);
    return { ...node, required: required ? [...list, name] : list };
  });
}

/** One row of the editor's tree, depth-first. */
export interface TreeRow {
  path: NodePath;
  node: SchemaNode;
  depth: number;
  /** Field name; undefined for the root and for array items. */
  name?: string;
  required: boolean;
}

export function flattenTree(root: SchemaNode): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (node: SchemaNode, path: NodePath, depth: number, name?: string, required = false) => {
    rows.push({ path, node, depth, name, required });
    if (node.type === 'object') {
      for (const [key, child] of Object.entries(node.properties ?? {}))
        walk(child, [...path, key], depth + 1, key, (node.required ?? []).includes(key));
    } else if (node.type === 'array' && node.items) {
      walk(node.items, [...path, []], depth + 1);
    }
  };
  walk(root, [], 0);
  return rows;
}

export const pathKey = (path: NodePath) => path.map((s) => (isItems(s) ? '[]' : `.${s}`)).join('') || '$';

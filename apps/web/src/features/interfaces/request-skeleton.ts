import type { interfaces, SchemaNode } from '@datamall/contract';

/** A value of the shape a schema node describes: its default, else its first enum value, else an empty one. */
export function skeletonValue(node: SchemaNode | undefined, depth = 0): unknown {
  if (!node || depth > 12) return null;
  if (node.default !== undefined) return node.default;
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(node.properties ?? {}))
        out[name] = skeletonValue(child, depth + 1);
      return out;
    }
    case 'array':
      return node.items ? [skeletonValue(node.items, depth + 1)] : [];
    case 'string':
      return node.enum?.[0] ?? '';
    case 'number':
    case 'integer':
      return node.enum?.[0] ?? node.minimum ?? 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

const PARAM_EMPTY: Record<interfaces.InterfaceParam['type'], unknown> = {
  String: '',
  Int: 0,
  FLoat: 0,
  Double: 0,
  Date: '',
  Array: [],
  Object: {},
};

/**
 * The JSON text a test request body starts from: the skeleton of the request schema (an object root), plus the
 * declared body parameters it does not name yet. '' when the interface declares no body.
 */
export function requestSkeleton(
  schema: Record<string, unknown> | null,
  params: readonly interfaces.InterfaceParam[],
): string {
  const bodyParams = params.filter((p) => p.place === 'body');
  if (!schema && bodyParams.length === 0) return '';
  const root = schema ? skeletonValue(schema as unknown as SchemaNode) : {};
  const value: Record<string, unknown> =
    root && typeof root === 'object' && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  for (const p of bodyParams) if (!(p.name in value)) value[p.name] = PARAM_EMPTY[p.type] ?? '';
  return JSON.stringify(value, null, 2);
}

/** Pretty-printed JSON when the text is JSON, else the text as it is. */
export function prettyBody(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return text;
  }
}

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** A menu entry in the §2.10 shape, named in the caller's language. */
export interface MenuNode {
  id: string;
  pid: string;
  children: MenuNode[];
  name: string;
  url: string;
  /** 0 menu, 1 button. */
  type: number;
  icon: string;
  permissions: string;
  /** 1 shown in the side menu, 0 hidden page. */
  isshow: number;
  sort: number;
  createDate: string;
  parentName: string;
}

export const zMenuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    pid: z.string(),
    children: z.array(zMenuNode),
    name: z.string(),
    url: z.string(),
    type: z.number().int(),
    icon: z.string(),
    permissions: z.string(),
    isshow: z.number().int(),
    sort: z.number().int(),
    createDate: z.string(),
    parentName: z.string(),
  }),
);

export const menuNav = defineEndpoint({
  id: 'access.menuNav',
  method: 'GET',
  path: '/sys/menu/nav',
  summary: "The caller's menu tree (shown and hidden entries) in the caller's language.",
  access: 'user',
  response: z.array(zMenuNode),
});

export const menuPermissions = defineEndpoint({
  id: 'access.menuPermissions',
  method: 'GET',
  path: '/sys/menu/permissions',
  summary: "The caller's permission strings.",
  access: 'user',
  response: z.array(z.string()),
});

export const zDictType = z.object({
  dictType: z.string(),
  dataList: z.array(z.object({ dictLabel: z.string(), dictValue: z.string() })),
});
export type DictType = z.infer<typeof zDictType>;

export const dictAll = defineEndpoint({
  id: 'access.dictAll',
  method: 'GET',
  path: '/sys/dict/type/all',
  summary: "Every enumeration of spec §3.1 with labels in the caller's language.",
  access: 'public',
  response: z.array(zDictType),
});

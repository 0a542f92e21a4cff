/** Standard API pages: zqapiManage/index, viewManage?id=, addManage, editManage?id=, viewVersions?apiId=, addVersions?apiId=. */
export const standardApiPaths = {
  list: '/zqapiManage-index',
  view: (id: string) => `/zqapiManage-viewManage?${new URLSearchParams({ id })}`,
  add: '/zqapiManage-addManage',
  edit: (id: string) => `/zqapiManage-editManage?${new URLSearchParams({ id })}`,
  versions: (apiId: string) => `/zqapiManage-viewVersions?${new URLSearchParams({ apiId })}`,
  addVersion: (apiId: string) => `/zqapiManage-addVersions?${new URLSearchParams({ apiId })}`,
};

export function idFrom(value: string | null): string | undefined {
  return value && /^[1-9]\d{0,15}$/.test(value) ? value : undefined;
}

/**
 * The catalog's names in Traditional characters for the zh-TW interface. The server converts them (OpenCC,
 * `GET /server/sourceClassification/traditionalNames`), so the browser loads a small map instead of a 400 KB
 * phrase dictionary; `ensureLanguage('zh-TW')` awaits it, so zh-TW text never renders before it and the other
 * languages never ask for it. The operator's catalog pages reload it after a change (`reloadTraditional`).
 */
let names: ReadonlyMap<string, string> = new Map();
let loading: Promise<void> | undefined;

/** Loads the map once (again after a failure); a failure leaves the names as stored, never blocks the page. */
export function loadTraditional(): Promise<void> {
  loading ??= Promise.all([import('../api/api'), import('@datamall/contract')])
    .then(([{ api }, { endpoints }]) => api(endpoints.catalog.traditionalNames))
    .then((map) => {
      names = new Map(Object.entries(map));
    })
    .catch(() => {
      loading = undefined;
    });
  return loading;
}

/** `text` in Traditional characters once `loadTraditional` has resolved, when it is a catalog name; else as is. */
export function toTraditional(text: string): string {
  return names.get(text) ?? text;
}

/** After a change of the catalog: loads the map again when this page has used it (zh-TW), else nothing. */
export function reloadTraditional(): Promise<void> {
  if (!loading) return Promise.resolve();
  loading = undefined;
  return loadTraditional();
}

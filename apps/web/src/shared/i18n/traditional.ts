/**
 * The catalog's names in Traditional characters for the zh-TW interface. The server converts them (OpenCC,
 * `GET /server/sourceClassification/traditionalNames`), so the browser loads a small map instead of a 400 KB
 * phrase dictionary; `ensureLanguage('zh-TW')` awaits it, so zh-TW text never renders before it and the other
 * languages never ask for it. A name the map does not know yet (added since the page loaded) shows as stored.
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

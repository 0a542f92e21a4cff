/**
 * Simplified -> Traditional Chinese (Taiwan characters, OpenCC `cn` -> `tw`, without the regional vocabulary
 * of `twp`: catalog names are proper names, so 数据 becomes 數據, not 資料). The phrase dictionary (~1 MB) is
 * loaded on the first conversion, on the server only: the zh-TW interface receives the converted names.
 */
let converter: Promise<(text: string) => string> | undefined;

function loadConverter(): Promise<(text: string) => string> {
  converter ??= Promise.all([
    import('opencc-js/core'),
    import('opencc-js/from/cn'),
    import('opencc-js/to/tw'),
  ]).then(([core, from, to]) => core.ConverterFactory(from.default, to.default));
  return converter;
}

/** Converted names by stored name: the catalog is small and changes rarely. */
const converted = new Map<string, string>();
const CACHE_MAX = 20_000;

/** The names that read differently in Traditional characters, as stored name -> converted name. */
export async function toTraditionalNames(names: string[]): Promise<Record<string, string>> {
  const convert = await loadConverter();
  const answer: Record<string, string> = {};
  for (const name of names) {
    let traditional = converted.get(name);
    if (traditional === undefined) {
      traditional = convert(name);
      if (converted.size >= CACHE_MAX) converted.clear();
      converted.set(name, traditional);
    }
    if (traditional !== name) answer[name] = traditional;
  }
  return answer;
}

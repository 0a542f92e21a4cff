import type { Locale } from '@datamall/contract';
import type { Locale as AntdLocale } from 'antd/es/locale';
// `antd/es/locale/*`, not `antd/locale/*`: the CommonJS entry left production builds in English (STACK-NOTES).
// en_US is bundled with ConfigProvider anyway (its default); the Chinese ones load with their language.
import enUS from 'antd/es/locale/en_US';

const LOADERS: Record<Locale, () => Promise<AntdLocale>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN').then((m) => m.default),
  'zh-TW': () => import('antd/es/locale/zh_TW').then((m) => m.default),
  'en-US': async () => enUS,
};

/** dayjs locale names; their files load with the language. */
export const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en' };
const DAYJS_LOADERS: Record<Locale, () => Promise<unknown>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  'zh-TW': () => import('dayjs/locale/zh-tw'),
  'en-US': async () => undefined,
};

const loaded = new Map<Locale, AntdLocale>([['en-US', enUS]]);

/** The antd locale and the dayjs locale of `lng`, loaded once. */
export async function loadComponentLocales(lng: Locale): Promise<void> {
  const [antd] = await Promise.all([LOADERS[lng](), DAYJS_LOADERS[lng]()]);
  loaded.set(lng, antd);
}

/** The antd locale of `lng` once loaded (`setLocale` loads it before switching), else antd's default. */
export function antdLocale(lng: Locale): AntdLocale | undefined {
  return loaded.get(lng);
}

import type { Locale } from '@datamall/contract';

/** The host's few texts about the sub-application (its own texts live in apps/private). */
export const PRIVATE_APP_TEXTS: Record<
  Locale,
  { title: string; loading: string; failedTitle: string; failedDetail: string; retry: string }
> = {
  'zh-CN': {
    title: '隐私计算工作台',
    loading: '正在加载隐私计算工作台…',
    failedTitle: '子应用加载失败',
    failedDetail: '隐私计算工作台（子应用）未能加载，请检查它是否正在运行，然后重试。',
    retry: '重试',
  },
  'zh-TW': {
    title: '隱私計算工作台',
    loading: '正在載入隱私計算工作台…',
    failedTitle: '子應用載入失敗',
    failedDetail: '隱私計算工作台（子應用）未能載入，請檢查它是否正在執行，然後重試。',
    retry: '重試',
  },
  'en-US': {
    title: 'Privacy-computing workbench',
    loading: 'Loading the privacy-computing workbench…',
    failedTitle: 'The sub-application failed to load',
    failedDetail:
      'The privacy-computing workbench (a sub-application) could not be loaded. Check that it is running, then retry.',
    retry: 'Retry',
  },
};

import type { gateway as gw } from '@datamall/contract';
import { Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../shared/format';
import { type PluginBlock, pluginSummary, type SummaryItem } from '../plugin-summary';

/** Tag colours per plugin (antd preset colours). */
export const BLOCK_COLOR: Record<PluginBlock, string> = {
  keyAuth: 'default',
  ipRestriction: 'volcano',
  rateLimit: 'blue',
  requestSize: 'cyan',
  timeout: 'geekblue',
  cache: 'green',
  headers: 'purple',
  validator: 'gold',
  mock: 'magenta',
};

/** The text of a summary tag in the current language. */
export function summaryText(item: SummaryItem, t: TFunction): string {
  const values = item.values ?? {};
  if (item.block === 'rateLimit') {
    return t('gatewayPlugins:summary.rate', {
      ...values,
      scope: t(`gatewayPlugins:scope.${values.scope}`),
      algorithm: t(`gatewayPlugins:algorithm.${values.algorithm}`),
    });
  }
  if (item.block === 'requestSize') {
    return t('gatewayPlugins:summary.size', { size: formatBytes(Number(values.bytes)) });
  }
  return t(`gatewayPlugins:summary.${item.key}`, values);
}

/** The plugins of a configuration as tags (key authentication first; disabled plugins left out). */
export function PluginSummaryTags({ config }: { config: gw.PluginConfig }) {
  const { t } = useTranslation('gatewayPlugins');
  const items = pluginSummary(config);
  return (
    <Space size={[0, 4]} wrap data-testid="plugin-summary">
      {items.map((item) => (
        <Tag key={item.block} color={BLOCK_COLOR[item.block]} data-block={item.block}>
          {summaryText(item, t)}
        </Tag>
      ))}
    </Space>
  );
}

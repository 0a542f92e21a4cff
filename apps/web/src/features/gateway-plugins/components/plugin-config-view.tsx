import type { gateway as gw } from '@datamall/contract';
import { Descriptions, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../shared/format';
import { changedPaths, PLUGIN_BLOCKS, type PluginBlock } from '../plugin-summary';

type Format = (value: unknown, t: TFunction) => ReactNode;

const list: Format = (value, t) => {
  const items = Array.isArray(value) ? (value as string[]) : [];
  return items.length ? items.join(', ') : t('view.none');
};
const headerSets: Format = (value, t) => {
  const items = Array.isArray(value) ? (value as { name: string; value: string }[]) : [];
  return items.length ? items.map((s) => `${s.name}: ${s.value}`).join('; ') : t('view.none');
};
const yesNo: Format = (value, t) => (value ? t('view.yes') : t('view.no'));
const seconds: Format = (value, t) => t('view.seconds', { count: Number(value) });
const plain: Format = (value) => String(value);

/** The fields of each block beside its switch (`enabled`), with how they read. */
const FIELDS: Record<PluginBlock, { path: string; format: Format }[]> = {
  keyAuth: [{ path: 'allowQueryKey', format: yesNo }],
  ipRestriction: [
    { path: 'allow', format: list },
    { path: 'deny', format: list },
  ],
  rateLimit: [
    { path: 'limit', format: plain },
    { path: 'windowSeconds', format: seconds },
    { path: 'scope', format: (v, t) => t(`scope.${String(v)}`) },
    { path: 'algorithm', format: (v, t) => t(`algorithm.${String(v)}`) },
  ],
  requestSize: [{ path: 'maxBytes', format: (v) => formatBytes(Number(v)) }],
  timeout: [{ path: 'seconds', format: seconds }],
  cache: [{ path: 'ttlSeconds', format: seconds }],
  headers: [
    { path: 'request.set', format: headerSets },
    { path: 'request.remove', format: list },
    { path: 'response.set', format: headerSets },
    { path: 'response.remove', format: list },
  ],
  validator: [],
  mock: [],
};

function valueAt(config: gw.PluginConfig, path: string): unknown {
  let node: unknown = config;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

export interface PluginConfigViewProps {
  config: gw.PluginConfig;
  /** The version before: what changed is marked, with the earlier value. */
  previous?: gw.PluginConfig;
}

/** A configuration block by block in words: each plugin on or off and its settings; changes against `previous`. */
export function PluginConfigView({ config, previous }: PluginConfigViewProps) {
  const { t } = useTranslation('gatewayPlugins');
  const changed = previous ? changedPaths(previous, config) : new Set<string>();

  const field = (block: PluginBlock, path: string, format: Format) => {
    const full = `${block}.${path}`;
    const isChanged = changed.has(full);
    return (
      <div key={path} data-testid={`view-${full}`} data-changed={isChanged || undefined}>
        <Typography.Text type="secondary">{t(`fields.${block}.${path}`)}: </Typography.Text>
        {isChanged && previous ? (
          <>
            <Typography.Text delete type="secondary">
              {format(valueAt(previous, full), t)}
            </Typography.Text>{' '}
            → <mark style={{ padding: '0 2px' }}>{format(valueAt(config, full), t)}</mark>
          </>
        ) : (
          <span>{format(valueAt(config, full), t)}</span>
        )}
      </div>
    );
  };

  const items = PLUGIN_BLOCKS.map((block) => {
    const blockChanged = [...changed].some((p) => p.startsWith(`${block}.`));
    const enabled = block === 'keyAuth' ? true : Boolean(valueAt(config, `${block}.enabled`));
    const switched = changed.has(`${block}.enabled`);
    return {
      key: block,
      label: (
        <Space size={4}>
          <span>{t(`blocks.${block}`)}</span>
          {blockChanged ? (
            <Tag color="warning" bordered={false}>
              {t('view.changed')}
            </Tag>
          ) : null}
        </Space>
      ),
      children: (
        <Space direction="vertical" size={2} data-testid={`view-${block}`}>
          <span>
            <Tag color={enabled ? 'success' : 'default'}>
              {block === 'keyAuth' ? t('view.always') : enabled ? t('view.on') : t('view.off')}
            </Tag>
            {switched ? (
              <Typography.Text type="warning">
                {enabled ? t('view.switchedOn') : t('view.switchedOff')}
              </Typography.Text>
            ) : null}
          </span>
          {FIELDS[block].map((f) => field(block, f.path, f.format))}
          {block === 'validator' || block === 'mock' ? (
            <Typography.Text type="secondary">{t(`hints.${block}`)}</Typography.Text>
          ) : null}
        </Space>
      ),
    };
  });

  return <Descriptions bordered size="small" column={1} items={items} data-testid="plugin-config-view" />;
}

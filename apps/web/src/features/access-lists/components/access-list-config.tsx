import { ACCESS_TARGET_TYPES, type AccessTargetType } from '@datamall/contract';
import { Card, Empty, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../shared/notify';
import { useAccessList } from '../api/query-access-list';
import { useAccessListTargets } from '../api/query-targets';
import { AccessListEditor } from './access-list-editor';
import { type AccessTarget, TargetPicker } from './target-picker';

const isTargetType = (value: string | null): value is AccessTargetType =>
  (ACCESS_TARGET_TYPES as readonly string[]).includes(value ?? '');

export interface AccessListConfigProps {
  /** Kinds of target the role owns: suppliers assets and goods, developers goods. */
  targetTypes: readonly AccessTargetType[];
}

/**
 * producer/black-and-white-config and dev/black-and-white-config: the target comes from the route query
 * (`?targetType=asset&targetId=12`, as item pages link here) or from the picker; the editor sets its list.
 */
export function AccessListConfig({ targetTypes }: AccessListConfigProps) {
  const { t } = useTranslation(['accessLists', 'request', 'common']);
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('targetType');
  const rawId = params.get('targetId') ?? '';
  const target: AccessTarget = {
    targetType: isTargetType(fromUrl) && targetTypes.includes(fromUrl) ? fromUrl : targetTypes[0]!,
    targetId: /^[1-9]\d{0,17}$/.test(rawId) ? rawId : '',
  };
  const support = useAccessListTargets(target.targetType, '').data;
  const current = useAccessList(support?.supported ? target.targetType : undefined, target.targetId);
  const dirtyRef = useRef<(() => boolean) | undefined>(undefined);

  const apply = (next: AccessTarget) =>
    setParams(
      next.targetId
        ? { targetType: next.targetType, targetId: next.targetId }
        : { targetType: next.targetType },
      { replace: true },
    );
  const handleChange = (next: AccessTarget) => {
    if (next.targetType === target.targetType && next.targetId === target.targetId) return;
    if (!dirtyRef.current?.()) {
      apply(next);
      return;
    }
    notify.confirm({
      title: t('request:saveFirst'),
      content: t('request:leaveAnyway'),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      onOk: () => apply(next),
    });
  };

  return (
    <Card title={t('title')} data-testid="access-list-config">
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <TargetPicker
        targetTypes={targetTypes}
        value={target}
        currentName={current.data?.targetName}
        onChange={handleChange}
      />
      <div style={{ marginTop: 24 }}>
        {support?.supported && target.targetId ? (
          <AccessListEditor
            key={`${target.targetType}:${target.targetId}`}
            targetType={target.targetType}
            targetId={target.targetId}
            dirtyRef={dirtyRef}
          />
        ) : support?.supported ? (
          <Empty description={t('target.none')} data-testid="access-list-no-target" />
        ) : null}
      </div>
    </Card>
  );
}

import type { catalog } from '@datamall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const RULE_COLOR: Record<catalog.MaskingRule, string> = {
  none: 'success',
  partial: 'warning',
  full: 'error',
};

/** How a field's values are masked for anyone but the owner. */
export function MaskingTag({ rule }: { rule: catalog.MaskingRule }) {
  const { t } = useTranslation('assets');
  return (
    <Tag color={RULE_COLOR[rule]} bordered={false} data-rule={rule}>
      {t(`masking.${rule}`)}
    </Tag>
  );
}

import { LOCALES } from '@datamall/contract';
import { Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RuleSource, useZodRules } from '../../../shared/hooks/use-zod-rules';
import { ContentRichTextEditor } from '../components/content-rich-text-editor';
import { LANG_NAMES } from '../labels';

/** Name inputs in the three languages (limits of `source`): zh-CN is required, the others fall back to it. */
export function LocalizedNameFields({
  name,
  source,
  label,
}: {
  name: string;
  source: RuleSource;
  label: string;
}) {
  const { t } = useTranslation('content');
  const f = useZodRules(source);
  return (
    <>
      {LOCALES.map((lng) => (
        <Form.Item
          key={lng}
          name={[name, lng]}
          label={`${label}（${LANG_NAMES[lng]}）`}
          extra={lng === 'zh-CN' ? undefined : t('form.fallbackHint')}
          rules={f.rules([name, lng], `${label}（${LANG_NAMES[lng]}）`)}
        >
          <Input maxLength={f.maxLength([name, lng])} data-testid={`${name}-${lng}`} />
        </Form.Item>
      ))}
    </>
  );
}

/** Rich text in the three languages, one tab each (all mounted, so every language is saved). */
export function LocalizedHtmlFields({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('content');
  return (
    <Form.Item label={label} extra={t('form.fallbackHint')}>
      <Tabs
        size="small"
        items={LOCALES.map((lng) => ({
          key: lng,
          label: LANG_NAMES[lng],
          forceRender: true,
          children: (
            <Form.Item name={[name, lng]} noStyle>
              <ContentRichTextEditor testId={`${name}-${lng}`} />
            </Form.Item>
          ),
        }))}
      />
    </Form.Item>
  );
}

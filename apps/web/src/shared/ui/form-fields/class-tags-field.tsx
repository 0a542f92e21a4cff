import type { catalog } from '@datamall/contract';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useClassificationTags, useTagSuggestions } from '../../api/catalog-tags';
import { type RuleSource, useZodRules } from '../../hooks/use-zod-rules';

interface TagsSource {
  classify: catalog.Classify;
  /** The cache of the feature the tags are suggested for. */
  scope: readonly unknown[];
}

/** Free tags: those of the form's classification (`classificationId`) and the tag library's type-ahead, or any new text. */
function TagsSelect({
  classify,
  scope,
  maxCount,
  placeholder,
  testId,
  ...props
}: TagsSource & {
  maxCount?: number;
  placeholder: string;
  testId: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  const classificationId = Form.useWatch<string | undefined>('classificationId', Form.useFormInstance());
  const [search, setSearch] = useState('');
  const classTags = useClassificationTags(scope, classify, classificationId);
  const suggestions = useTagSuggestions(scope, search);
  const names = new Set<string>([
    ...(classTags.data ?? []).map((tag) => tag.name),
    ...(suggestions.data ?? []).map((tag) => tag.name),
  ]);
  return (
    <Select
      {...props}
      mode="tags"
      maxCount={maxCount}
      tokenSeparators={[',', '，']}
      onSearch={setSearch}
      placeholder={placeholder}
      options={[...names].map((name) => ({ value: name, label: name }))}
      data-testid={testId}
    />
  );
}

/**
 * The `tags` field of a classified thing (a data source, a good): as many tags and as long as the contract's
 * `source` allows, suggested from the chosen classification and the tag library.
 */
export function ClassTagsField({
  source,
  label,
  extra,
  placeholder,
  tagTooLong,
  testId,
  ...tags
}: TagsSource & {
  source: RuleSource;
  label: string;
  extra: string;
  placeholder: string;
  /** The message of a tag longer than `max` characters. */
  tagTooLong: (max: number) => string;
  testId: string;
}) {
  const f = useZodRules(source);
  const maxTagLength = f.maxLength(['tags', 0]) ?? Number.POSITIVE_INFINITY;
  return (
    <Form.Item
      name="tags"
      label={label}
      extra={extra}
      rules={[
        ...f.rules('tags', label),
        {
          validator: (_rule, value: string[] | undefined) =>
            (value ?? []).every((tag) => tag.trim().length <= maxTagLength)
              ? Promise.resolve()
              : Promise.reject(new Error(tagTooLong(maxTagLength))),
        },
      ]}
    >
      <TagsSelect {...tags} maxCount={f.maxLength('tags')} placeholder={placeholder} testId={testId} />
    </Form.Item>
  );
}

import { checkJsonSchema, emptySchemaNode, type SchemaNode } from '@datamall/contract';
import { Form, Skeleton, Space, Switch } from 'antd';
import { type ComponentType, Suspense } from 'react';

/** The JSON Schema editor (of item interfaces), handed in by its owner: shared code knows no feature. */
export type SchemaEditorComponent = ComponentType<{
  value: SchemaNode;
  onChange: (next: SchemaNode) => void;
  testId: string;
  readOnly?: boolean;
}>;

/** A JSON Schema that may be absent: a switch turns it on (an empty object) or off (null). */
export function OptionalSchemaField({
  label,
  value,
  onChange,
  editor: Editor,
  onText,
  offText,
  testId,
}: {
  label: string;
  value: SchemaNode | null;
  onChange: (next: SchemaNode | null) => void;
  editor: SchemaEditorComponent;
  /** Texts of the switch. */
  onText: string;
  offText: string;
  testId: string;
}) {
  return (
    <Form.Item label={label}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Switch
          checked={value !== null}
          onChange={(on) => onChange(on ? emptySchemaNode('object') : null)}
          checkedChildren={onText}
          unCheckedChildren={offText}
          data-testid={`${testId}-toggle`}
        />
        {value ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
            <Editor value={value} onChange={onChange} testId={testId} />
          </Suspense>
        ) : null}
      </Space>
    </Form.Item>
  );
}

/** The request and the response schema of an API, each optional (`request-schema`, `response-schema`). */
export function RequestResponseSchemaFields({
  request,
  response,
  onRequestChange,
  onResponseChange,
  labels,
  ...common
}: {
  request: SchemaNode | null;
  response: SchemaNode | null;
  onRequestChange: (next: SchemaNode | null) => void;
  onResponseChange: (next: SchemaNode | null) => void;
  labels: { request: string; response: string };
  editor: SchemaEditorComponent;
  onText: string;
  offText: string;
}) {
  return (
    <>
      <OptionalSchemaField
        {...common}
        label={labels.request}
        value={request}
        onChange={onRequestChange}
        testId="request-schema"
      />
      <OptionalSchemaField
        {...common}
        label={labels.response}
        value={response}
        onChange={onResponseChange}
        testId="response-schema"
      />
    </>
  );
}

/** The label of the first schema the contract's rules refuse, if any. */
export function firstInvalidSchema(
  schemas: readonly (readonly [SchemaNode | null, string])[],
): string | undefined {
  return schemas.find(([schema]) => schema && checkJsonSchema(schema).length > 0)?.[1];
}

import { Form, type FormRule, Input, type InputProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import type { ReactNode } from 'react';
import type { ZodRuleOptions, ZodRules } from '../../hooks/use-zod-rules';

/** A form field whose rules and input limit come from a contract schema (`useZodRules`). */
interface ZodItemProps {
  zod: ZodRules;
  /** The field, a key of the schema and of the form values. */
  name: string;
  label: string;
  extra?: ReactNode;
  ruleOptions?: ZodRuleOptions;
  /** Rules of the form's own after the contract's: a refinement, a stricter check. */
  moreRules?: FormRule[];
}

/** The props of the Form.Item and those of the input (with the contract's `maxLength`). */
function split<P extends ZodItemProps>({ zod, name, label, extra, ruleOptions, moreRules, ...input }: P) {
  const rules = [...zod.rules(name, label, ruleOptions), ...(moreRules ?? [])];
  return { item: { name, label, extra, rules }, input: { maxLength: zod.maxLength(name), ...input } };
}

/** A one-line text field of a contract schema. */
export function ZodInput(props: ZodItemProps & Omit<InputProps, 'name'>) {
  const { item, input } = split(props);
  return (
    <Form.Item {...item}>
      <Input {...input} />
    </Form.Item>
  );
}

/** A multi-line text field of a contract schema. */
export function ZodTextArea(props: ZodItemProps & Omit<TextAreaProps, 'name'>) {
  const { item, input } = split(props);
  return (
    <Form.Item {...item}>
      <Input.TextArea {...input} />
    </Form.Item>
  );
}

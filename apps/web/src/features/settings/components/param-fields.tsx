import { settings } from '@datamall/contract';
import { Form, type FormInstance, Input, Select } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { ParamValues } from '../api/params';

/** The message of a value that does not fit its type and rule, as the server would refuse it. */
export function useValueCheck() {
  const { t } = useTranslation('settings');
  return (valueType: settings.ParamValueType, rule: string, value: string): string | null => {
    if (!settings.ruleIsValid(valueType, rule)) return null;
    const problem = settings.valueProblem(valueType, rule, value);
    if (!problem) return null;
    if (problem.reason === 'range') {
      return t('params.check.range', { range: settings.formatRange(problem.min, problem.max) });
    }
    return t(`params.check.${problem.reason}`, problem.reason === 'pattern' ? { rule: problem.rule } : {});
  };
}

/**
 * The fields of the parameter modal. A built-in tunable's code, type and rule are fixed: they are shown, only its
 * value and remark are edited; the value is checked as the server checks it, while typing.
 */
export function ParamFields({ form, builtIn }: { form: FormInstance<ParamValues>; builtIn: boolean }) {
  const { t } = useTranslation('settings');
  const valueType = Form.useWatch('valueType', form) ?? 'string';
  const check = useValueCheck();

  const ruleRule = {
    validator: async (_rule: RuleObject, value: string | undefined) => {
      if (!settings.ruleIsValid(valueType, value ?? '')) throw new Error(t('params.check.rule'));
    },
  };
  const valueRule = {
    validator: async (_rule: RuleObject, value: string | undefined) => {
      const problem = check(valueType, form.getFieldValue('rule') ?? '', (value ?? '').trim());
      if (problem) throw new Error(problem);
    },
  };

  return (
    <>
      <Form.Item
        name="paramCode"
        label={t('params.code')}
        extra={builtIn ? undefined : t('params.codeHint')}
        rules={[
          { required: true, message: t('params.required', { field: t('params.code') }) },
          { pattern: settings.PARAM_CODE, message: t('params.codeHint') },
        ]}
      >
        <Input maxLength={64} disabled={builtIn} autoComplete="off" data-testid="param-code" />
      </Form.Item>
      <Form.Item name="valueType" label={t('params.type')}>
        <ValueTypeSelect disabled={builtIn} />
      </Form.Item>
      <Form.Item
        name="rule"
        label={t('params.rule')}
        extra={t(valueType === 'string' ? 'params.ruleHintText' : 'params.ruleHintNumber')}
        rules={[ruleRule]}
        dependencies={['valueType']}
      >
        <Input maxLength={200} disabled={builtIn} autoComplete="off" data-testid="param-rule" />
      </Form.Item>
      <Form.Item
        name="paramValue"
        label={t('params.value')}
        rules={[valueRule]}
        dependencies={['valueType', 'rule']}
      >
        <Input maxLength={2000} autoComplete="off" data-testid="param-value" />
      </Form.Item>
      <Form.Item name="remark" label={t('params.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount data-testid="param-remark" />
      </Form.Item>
    </>
  );
}

/** A select of the value types, for the form. */
export function ValueTypeSelect(props: {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <Select
      {...props}
      style={{ width: 160 }}
      data-testid="param-type"
      options={settings.PARAM_VALUE_TYPES.map((type) => ({ value: type, label: t(`params.types.${type}`) }))}
    />
  );
}

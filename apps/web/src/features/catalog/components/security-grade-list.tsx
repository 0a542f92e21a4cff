import { PlusOutlined } from '@ant-design/icons';
import { catalog } from '@datamall/contract';
import {
  Button,
  Card,
  Divider,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Space,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { useGradeName } from '../../../shared/i18n/grade-name';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  fetchSecurityLevels,
  type SecurityLevelValues,
  securityLevelsKey,
  useDeleteSecurityLevel,
  useSaveSecurityLevel,
} from '../api/security-levels';

const RULE_COLOR: Record<catalog.MaskingRule, string> = {
  none: 'success',
  partial: 'warning',
  full: 'error',
};

/** The rule as a coloured tag. */
export function MaskingRuleTag({ rule }: { rule: catalog.MaskingRule }) {
  const { t } = useTranslation('catalog');
  return <Tag color={RULE_COLOR[rule]}>{t(`grades.rules.${rule}`)}</Tag>;
}

/** The sample value masked by `rule` as a text column, exactly as previews will show it. */
export function MaskingExample({ rule, sample }: { rule: catalog.MaskingRule; sample?: string }) {
  const { t } = useTranslation('catalog');
  const value = sample ?? t('grades.sampleValue');
  return (
    <Typography.Text code data-testid={`masking-example-${rule}`}>
      {catalog.maskCell(value, rule, 'text')}
    </Typography.Text>
  );
}

/** Values of other kinds of columns, with a database type of each: what the rule does depends on it. */
const KIND_SAMPLES = [
  { kind: 'integer', type: 'integer', value: '60' },
  { kind: 'decimal', type: 'numeric', value: '60.25' },
  { kind: 'timestamp', type: 'timestamp', value: '2026-03-01 08:00:00' },
] as const;

/** The kind samples masked by `rule`, each beside its value. */
function MaskingKindExamples({ rule }: { rule: catalog.MaskingRule }) {
  const { t } = useTranslation('catalog');
  return (
    <Space direction="vertical" size={2} data-testid="grade-preview-kinds">
      {KIND_SAMPLES.map((sample) => (
        <Typography.Text key={sample.kind} type="secondary">
          {`${t(`grades.kinds.${sample.kind}`)}: `}
          <Typography.Text code>{sample.value}</Typography.Text>
          {' → '}
          <Typography.Text code data-testid={`grade-preview-${sample.kind}`}>
            {catalog.maskCell(sample.value, rule, sample.type)}
          </Typography.Text>
        </Typography.Text>
      ))}
    </Space>
  );
}

/** §operate/zqAsset/zqdataGrade: ordered grades with their masking rule and a live example. */
export function SecurityGradeList() {
  const { t } = useTranslation(['catalog', 'common']);
  const [editing, setEditing] = useState<{ grade?: catalog.SecurityLevel }>();
  const table = usePageTable<catalog.SecurityLevel>({
    queryKey: securityLevelsKey,
    fetcher: fetchSecurityLevels,
  });
  const save = useSaveSecurityLevel();
  const remove = useDeleteSecurityLevel();
  // The list reads names in the user's language; the edit form keeps the stored name, which is what is saved.
  const nameOf = useGradeName();

  const handleDelete = (grade: catalog.SecurityLevel) =>
    notify.confirm({
      title: t('grades.deleteTitle', { name: nameOf(grade.name) }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'grade-delete-confirm',
      onOk: async () => {
        try {
          await remove.mutateAsync(grade.id);
          notify.success(t('grades.deleted'));
          table.afterDelete();
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });

  const columns: TableProps<catalog.SecurityLevel>['columns'] = [
    { key: 'level', title: t('fields.level'), dataIndex: 'level', width: 80 },
    {
      key: 'name',
      title: t('fields.gradeName'),
      dataIndex: 'name',
      render: (value: string) => <Typography.Text strong>{nameOf(value)}</Typography.Text>,
    },
    { key: 'description', title: t('fields.description'), dataIndex: 'description', ellipsis: true },
    {
      key: 'maskingRule',
      title: t('fields.maskingRule'),
      dataIndex: 'maskingRule',
      width: 120,
      render: (value: catalog.MaskingRule) => <MaskingRuleTag rule={value} />,
    },
    {
      key: 'example',
      title: t('fields.example'),
      width: 180,
      render: (_value, grade) => <MaskingExample rule={grade.maskingRule} />,
    },
    {
      key: 'actions',
      title: t('fields.actions'),
      width: 140,
      render: (_value, grade) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setEditing({ grade })}
            data-testid={`grade-edit-${grade.name}`}
          >
            {t('tree.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            style={{ paddingInline: 0 }}
            onClick={() => handleDelete(grade)}
            data-testid={`grade-delete-${grade.name}`}
          >
            {t('tree.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('grades.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="grade-add">
          {t('grades.add')}
        </Button>
      }
    >
      <PageTable<catalog.SecurityLevel, Record<string, never>>
        rowKey="id"
        table={table}
        columns={columns}
        data-testid="grades-table"
      />
      {editing && (
        <FormModal<SecurityLevelValues>
          key={editing.grade?.id ?? 'new'}
          title={editing.grade ? t('grades.editTitle') : t('grades.addTitle')}
          initialValues={
            editing.grade
              ? {
                  level: editing.grade.level,
                  name: editing.grade.name,
                  description: editing.grade.description,
                  maskingRule: editing.grade.maskingRule,
                }
              : { maskingRule: 'none' }
          }
          onSubmit={async (values) => {
            await save.mutateAsync({ id: editing.grade?.id, values });
            notify.success(t('grades.saved'));
          }}
          onClose={() => setEditing(undefined)}
          okTestId="grade-submit"
        >
          {(form) => <GradeFields form={form} />}
        </FormModal>
      )}
    </Card>
  );
}

/** The fields of the grade modal, with a live preview of the chosen masking rule. */
function GradeFields({ form }: { form: FormInstance<SecurityLevelValues> }) {
  const { t } = useTranslation(['catalog', 'common']);
  const f = useZodRules(catalog.addSecurityLevel);
  const [sample, setSample] = useState<string>();
  const rule = Form.useWatch('maskingRule', form) ?? 'none';
  return (
    <>
      <Form.Item name="level" label={t('fields.level')} rules={f.rules('level', t('fields.level'))}>
        <InputNumber {...f.number('level')} style={{ width: 160 }} data-testid="grade-level" />
      </Form.Item>
      <Form.Item name="name" label={t('fields.gradeName')} rules={f.rules('name', t('fields.gradeName'))}>
        <Input maxLength={f.maxLength('name')} autoComplete="off" data-testid="grade-name" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('fields.description')}
        rules={f.rules('description', t('fields.description'))}
      >
        <Input.TextArea rows={2} maxLength={f.maxLength('description')} showCount />
      </Form.Item>
      <Form.Item
        name="maskingRule"
        label={t('fields.maskingRule')}
        extra={t(`grades.ruleHints.${rule}`)}
        rules={f.rules('maskingRule', t('fields.maskingRule'))}
      >
        <Radio.Group optionType="button" buttonStyle="solid" data-testid="grade-rule">
          {catalog.MASKING_RULES.map((value) => (
            <Radio.Button key={value} value={value}>
              <span data-testid={`grade-rule-${value}`}>{t(`grades.rules.${value}`)}</span>
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('grades.preview')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input
            value={sample ?? t('grades.sampleValue')}
            onChange={(event) => setSample(event.target.value)}
            addonBefore={t('grades.sample')}
            maxLength={100}
            data-testid="grade-sample"
          />
          <span data-testid="grade-preview">
            <MaskingExample rule={rule} sample={sample} />
          </span>
          <MaskingKindExamples rule={rule} />
        </Space>
      </Form.Item>
    </>
  );
}

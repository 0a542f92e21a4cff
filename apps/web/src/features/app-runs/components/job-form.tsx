import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { appRuns } from '@datamall/contract';
import {
  Button,
  Card,
  Col,
  Divider,
  Empty,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Result,
  Row,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { fieldLimits, zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useAppJob, useSaveAppJob } from '../api/app-runs';
import { appRunPaths } from '../paths';

type JobForm = Omit<appRuns.AppDefinition, 'itemId' | 'updateDate'>;

/** The parts of a declaration: what the customer supplies, what the application writes, how it works. */
export type JobSection = 'inputs' | 'output' | 'job';
export const JOB_SECTIONS: readonly JobSection[] = ['inputs', 'output', 'job'];

/** Names of inputs and columns, as the contract checks them. */
const IDENTIFIER = fieldLimits(appRuns.zAppInput, 'name').patterns[0];
const IDENTIFIER_MAX = zodMaxLength(appRuns.zAppInput, 'name');
const { JOB_LIMITS } = appRuns;

const EMPTY: JobForm = {
  inputs: [{ name: 'sales', description: '', columns: [{ name: 'region', type: 'text' }] }],
  output: { kind: 'table', columns: [{ name: 'region', type: 'text' }] },
  job: {
    kind: 'sql',
    code: 'select region from sales',
    timeoutSeconds: JOB_LIMITS.timeoutSeconds.default,
    memoryMb: JOB_LIMITS.memoryMb.default,
    rowLimit: JOB_LIMITS.rowLimit.default,
  },
};

/** Columns (name + type) of an input or of the output, as a nested form list. */
function ColumnList({ name, testId }: { name: (string | number)[]; testId: string }) {
  const { t } = useTranslation('appRuns');
  const typeOptions = appRuns.COLUMN_TYPES.map((v) => ({ value: v, label: t(`columnType.${v}`) }));
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((field) => (
            <Space key={field.key} align="baseline">
              <Form.Item
                name={[field.name, 'name']}
                rules={[
                  { required: true, message: t('job.required') },
                  { pattern: IDENTIFIER, message: t('job.identifier') },
                ]}
              >
                <Input
                  maxLength={IDENTIFIER_MAX}
                  placeholder={t('job.columnName')}
                  style={{ width: 200 }}
                  data-testid={`${testId}-col-name`}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'type']} rules={[{ required: true, message: t('job.required') }]}>
                <Select options={typeOptions} style={{ width: 140 }} />
              </Form.Item>
              {fields.length > 1 ? <MinusCircleOutlined onClick={() => remove(field.name)} /> : null}
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({ name: '', type: 'text' })} icon={<PlusOutlined />}>
            {t('job.addColumn')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

function InputsSection() {
  const { t } = useTranslation('appRuns');
  return (
    <Form.List name="inputs">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((field) => (
            <Card
              key={field.key}
              size="small"
              extra={
                fields.length > 1 ? (
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('job.remove')}
                  </Button>
                ) : null
              }
            >
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('fields.inputName')}
                    rules={[
                      { required: true, message: t('job.required') },
                      { pattern: IDENTIFIER, message: t('job.identifier') },
                    ]}
                  >
                    <Input maxLength={IDENTIFIER_MAX} data-testid="job-input-name" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={16}>
                  <Form.Item name={[field.name, 'description']} label={t('fields.description')}>
                    <Input maxLength={zodMaxLength(appRuns.zAppInput, 'description')} />
                  </Form.Item>
                </Col>
              </Row>
              <Typography.Text>{t('fields.requiredColumns')}</Typography.Text>
              <ColumnList name={[field.name, 'columns']} testId="job-input" />
            </Card>
          ))}
          <Button
            type="dashed"
            onClick={() => add({ name: '', description: '', columns: [{ name: '', type: 'text' }] })}
            icon={<PlusOutlined />}
          >
            {t('job.addInput')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

function OutputSection() {
  const { t } = useTranslation('appRuns');
  return (
    <>
      <Form.Item name={['output', 'kind']} label={t('job.outputKind')}>
        <Radio.Group
          options={[
            { value: 'table', label: t('outputKind.table') },
            { value: 'csv', label: t('outputKind.csv') },
          ]}
        />
      </Form.Item>
      <ColumnList name={['output', 'columns']} testId="job-output" />
    </>
  );
}

function WorkSection({ form }: { form: FormInstance<JobForm> }) {
  const { t } = useTranslation('appRuns');
  const jobKind = Form.useWatch(['job', 'kind'], form);
  return (
    <>
      <Form.Item name={['job', 'kind']} label={t('fields.jobKind')}>
        <Radio.Group
          options={[
            { value: 'sql', label: t('jobKind.sql') },
            { value: 'js', label: t('jobKind.js') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name={['job', 'code']}
        label={t('job.code')}
        extra={t(jobKind === 'js' ? 'job.jsHint' : 'job.sqlHint')}
        rules={[{ required: true, message: t('job.required') }]}
      >
        <Input.TextArea
          rows={10}
          maxLength={zodMaxLength(appRuns.zAppJob, 'code')}
          style={{ fontFamily: 'monospace' }}
          data-testid="job-code"
        />
      </Form.Item>
      <Space size={24} wrap>
        <Form.Item name={['job', 'timeoutSeconds']} label={t('job.timeoutSeconds')}>
          <InputNumber min={JOB_LIMITS.timeoutSeconds.min} max={JOB_LIMITS.timeoutSeconds.max} />
        </Form.Item>
        {jobKind === 'js' ? (
          <Form.Item name={['job', 'memoryMb']} label={t('job.memoryMb')}>
            <InputNumber min={JOB_LIMITS.memoryMb.min} max={JOB_LIMITS.memoryMb.max} />
          </Form.Item>
        ) : null}
        <Form.Item name={['job', 'rowLimit']} label={t('job.rowLimit')}>
          <InputNumber min={JOB_LIMITS.rowLimit.min} max={JOB_LIMITS.rowLimit.max} />
        </Form.Item>
      </Space>
    </>
  );
}

export interface JobFormProps {
  itemId: string;
  /**
   * The sections shown and saved, default all (dev/configureData). One section alone: dev/addCustomerData
   * (inputs), dev/changeResult (output); saving sends the other sections as they were declared, unchanged.
   */
  sections?: readonly JobSection[];
}

/**
 * The developer declares a data application's inputs, output and job (hidden page dev/configureData), or one of
 * them. A declaration is saved whole (inputs, output and job together), so a single section can be edited only
 * once the application has one: until then the page leads to dev/configureData.
 */
export function JobForm({ itemId, sections = JOB_SECTIONS }: JobFormProps) {
  const { t } = useTranslation('appRuns');
  const job = useAppJob(itemId);
  const save = useSaveAppJob();
  const [form] = Form.useForm<JobForm>();
  const isWhole = JOB_SECTIONS.every((section) => sections.includes(section));
  const only = isWhole ? undefined : sections[0];
  if (job.isLoading) return <Spin data-testid="job-form-loading" />;
  if (job.isError)
    return (
      <Result
        status="warning"
        title={errorText(job.error) ?? t('job.loadFailed')}
        data-testid="job-form-error"
      />
    );
  if (!isWhole && !job.data) {
    return (
      <Card data-testid="job-form">
        <Empty description={t('job.nothingDeclared')}>
          <Link to={appRunPaths.job(itemId)}>
            <Button type="primary" data-testid="job-declare-first">
              {t('job.declareFirst')}
            </Button>
          </Link>
        </Empty>
      </Card>
    );
  }
  const declared: JobForm = job.data
    ? { inputs: job.data.inputs, output: job.data.output, job: job.data.job }
    : EMPTY;

  const handleSubmit = async (values: Partial<JobForm>) => {
    // Sections that are not shown are sent as declared: the save replaces the whole declaration.
    const body: JobForm = {
      inputs: sections.includes('inputs') && values.inputs ? values.inputs : declared.inputs,
      output: sections.includes('output') && values.output ? values.output : declared.output,
      job: sections.includes('job') && values.job ? values.job : declared.job,
    };
    try {
      await save.mutateAsync({ itemId, ...body });
      notify.success(t('saved'));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Card data-testid="job-form">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t(only ? `job.only.${only}.title` : 'job.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(only ? `job.only.${only}.hint` : 'job.hint')}{' '}
        {only ? <Link to={appRunPaths.job(itemId)}>{t('job.wholeLink')}</Link> : null}
      </Typography.Paragraph>
      <Form<JobForm> form={form} layout="vertical" initialValues={declared} onFinish={handleSubmit}>
        {sections.includes('inputs') ? (
          <>
            {isWhole ? <Divider orientation="left">{t('job.inputs')}</Divider> : null}
            <InputsSection />
          </>
        ) : null}
        {sections.includes('output') ? (
          <>
            {isWhole ? <Divider orientation="left">{t('job.output')}</Divider> : null}
            <OutputSection />
          </>
        ) : null}
        {sections.includes('job') ? (
          <>
            {isWhole ? <Divider orientation="left">{t('job.work')}</Divider> : null}
            <WorkSection form={form} />
          </>
        ) : null}
        <div style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-job">
            {t('actions.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

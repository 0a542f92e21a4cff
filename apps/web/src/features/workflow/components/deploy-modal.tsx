import { UploadOutlined } from '@ant-design/icons';
import { workflow } from '@datamall/contract';
import { Alert, Button, type ButtonProps, Form, Input, Modal, Select, Upload } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { type DeployInput, useDeployProcess } from '../api/deploy';
import { businessTypeLabel } from '../business-types';
import { workflowErrorText, workflowMessage } from '../messages';

export interface DeployModalProps {
  open: boolean;
  /** Preselected key (the row the operator started from). */
  initialKey?: string;
  onClose: () => void;
  onDeployed: () => void;
}

const BPMN_FILE = /\.(bpmn|xml)$/i;
/** The most characters of XML the server accepts. */
const MAX_XML = zodMaxLength(workflow.deploy, 'xml');

/** Deploys a new version of a process: key + BPMN 2.0 XML, pasted or read from a local .bpmn file. */
export function DeployModal({ open, initialKey, onClose, onDeployed }: DeployModalProps) {
  const { t } = useTranslation(['workflow', 'common']);
  const [form] = Form.useForm<DeployInput>();
  const deploy = useDeployProcess();

  // The form instance outlives the destroyed modal body: start every opening from its own key and no XML.
  useEffect(() => {
    if (open) form.setFieldsValue({ key: initialKey, xml: '' });
  }, [open, initialKey, form]);

  const handleFile = async (file: File) => {
    if (!BPMN_FILE.test(file.name)) {
      notify.error(t('model.badFile'));
      return;
    }
    const xml = await file.text();
    form.setFieldValue('xml', xml);
    await form.validateFields(['xml']).catch(() => undefined);
    notify.success(t('model.fileRead', { name: file.name }));
  };

  const handleOk = async () => {
    let values: DeployInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const row = await deploy.mutateAsync({ key: values.key, xml: values.xml });
      notify.success(t('model.deployed', { key: row.key, version: row.version }));
      onDeployed();
    } catch (error) {
      const text = workflowErrorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Modal
      open={open}
      title={t('model.deployTitle')}
      width={760}
      destroyOnHidden
      okText={t('model.deploy')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={deploy.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'deploy-submit' } as ButtonProps}
    >
      <Alert type="info" showIcon message={t('model.deployHint')} style={{ marginBottom: 16 }} />
      <Form<DeployInput> form={form} layout="vertical" data-testid="deploy-form">
        <Form.Item
          name="key"
          label={t('model.key')}
          rules={[
            { required: true, message: workflowMessage('processKeyMissing') },
            { pattern: workflow.PROCESS_KEY_PATTERN, message: workflowMessage('processKeyMissing') },
          ]}
        >
          <Select
            showSearch
            placeholder={t('model.key')}
            data-testid="deploy-key"
            options={workflow.PROCESS_KEYS.map((key) => ({
              value: key,
              label: `${key} · ${businessTypeLabel(key)}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="xml"
          label={t('model.xml')}
          rules={[{ required: true, whitespace: true, message: t('messages.xmlMissing') }]}
          extra={
            <Upload
              accept=".bpmn,.xml"
              showUploadList={false}
              maxCount={1}
              beforeUpload={(file) => {
                void handleFile(file);
                // Read in the browser: nothing is uploaded on its own.
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<UploadOutlined />} style={{ marginTop: 8 }} data-testid="deploy-upload">
                {t('model.upload')}
              </Button>
            </Upload>
          }
        >
          <Input.TextArea
            rows={12}
            maxLength={MAX_XML}
            placeholder={t('model.xmlPlaceholder')}
            spellCheck={false}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 }}
            data-testid="deploy-xml"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

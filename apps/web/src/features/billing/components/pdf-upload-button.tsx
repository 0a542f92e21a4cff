import { UploadOutlined } from '@ant-design/icons';
import { billing } from '@datamall/contract';
import { Button, type ButtonProps, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { confirmAsync } from './confirm';

const MAX_BYTES = billing.INVOICE_FILE_MAX_MB * 1024 * 1024;

/** Problem of a chosen invoice file before it is sent (the server checks the content again). */
export function pdfProblem(file: { name: string; type?: string; size: number }): 'type' | 'size' | undefined {
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!isPdf) return 'type';
  if (file.size > MAX_BYTES || file.size === 0) return 'size';
  return undefined;
}

export interface PdfUploadButtonProps {
  /** Sends the file; resolves when the server accepted it. */
  onUpload: (file: File) => Promise<unknown>;
  /** The confirmation text naming what the PDF becomes the invoice of. */
  confirmContent: string;
  testId: string;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  label?: string;
}

/** Pick an invoice PDF, confirm, upload: one button (the state change that follows cannot be undone). */
export function PdfUploadButton({
  onUpload,
  confirmContent,
  testId,
  size,
  type,
  label,
}: PdfUploadButtonProps) {
  const { t } = useTranslation('billing');
  const [busy, setBusy] = useState(false);

  const handleFile = async (file: File) => {
    const problem = pdfProblem(file);
    if (problem) {
      notify.error(t(`upload.${problem}`, { mb: billing.INVOICE_FILE_MAX_MB }));
      return;
    }
    const ok = await confirmAsync({
      title: t('upload.confirmTitle', { name: file.name }),
      content: confirmContent,
      okText: t('upload.action'),
      okTestId: 'confirm-upload-invoice',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await onUpload(file);
      notify.success(t('upload.done'));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Upload
      accept="application/pdf,.pdf"
      showUploadList={false}
      disabled={busy}
      beforeUpload={(file) => {
        void handleFile(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button size={size} type={type} icon={<UploadOutlined />} loading={busy} data-testid={testId}>
        {label ?? t('upload.action')}
      </Button>
    </Upload>
  );
}

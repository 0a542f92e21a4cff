import { Button, Empty, Modal, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { RichTextView } from '../../../shared/ui/rich-text/rich-text-view';
import { useAgreementView } from '../api/public';

function AgreementDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation('content');
  const agreement = useAgreementView({ code });
  const data = agreement.data;
  return (
    <Modal
      open
      title={data?.title ?? ' '}
      width={760}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="agreement-close">
          {t('agreement.close')}
        </Button>
      }
      data-testid={`agreement-dialog-${code}`}
    >
      {agreement.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : agreement.isError || !data?.content ? (
        <Empty description={t('agreement.missing')} style={{ padding: '32px 0' }} />
      ) : (
        <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('agreement.updated', { date: formatDateTime(data.updateDate) })}
          </Typography.Paragraph>
          <RichTextView html={data.content} testId="agreement-content" />
        </div>
      )}
    </Modal>
  );
}

/**
 * A link to an agreement of the content system (by its code, e.g. `register`, `privacy`): opens its current
 * text in the reader's language in a dialog, so a form can be read and agreed to without leaving it.
 */
export function AgreementLink({ code, children }: { code: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Typography.Link
        href={`#agreement-${code}`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        data-testid={`agreement-link-${code}`}
      >
        {children}
      </Typography.Link>
      {open && <AgreementDialog code={code} onClose={() => setOpen(false)} />}
    </>
  );
}

import type { EnterpriseInfo } from '@datamall/contract';
import { Descriptions, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { StatusTag } from '../../../shared/ui/status-tag';
import { licenseImageUrl } from '../api/license-image';

export interface EnterpriseDescriptionsProps {
  info: EnterpriseInfo;
  /** Show the applicant's username (the operator's drawer). */
  showUser?: boolean;
}

/** A submitted enterprise identity, read-only: the data, the licence image, status and dates. */
export function EnterpriseDescriptions({ info, showUser = false }: EnterpriseDescriptionsProps) {
  const { t } = useTranslation('users');
  const label = (key: string) => t(`enterprise.fields.${key}`);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 200 } }}
      data-testid="enterprise-descriptions"
    >
      {showUser ? (
        <Descriptions.Item label={t('fields.username')}>{info.username || '-'}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label={label('companyName')}>
        <span data-testid="enterprise-view-company">{info.companyName}</span>
      </Descriptions.Item>
      <Descriptions.Item label={label('creditCode')}>
        <span style={{ fontFamily: 'monospace' }} data-testid="enterprise-view-credit-code">
          {info.creditCode}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={label('legalPerson')}>{info.legalPerson}</Descriptions.Item>
      <Descriptions.Item label={label('license')}>
        {info.licenseFileKey ? (
          <Image
            src={licenseImageUrl(info.userId, info.submittedAt)}
            alt={label('license')}
            width={240}
            style={{ maxHeight: 240, objectFit: 'contain', background: '#f5f5f5' }}
            data-testid="license-image"
          />
        ) : (
          '-'
        )}
      </Descriptions.Item>
      <Descriptions.Item label={label('status')}>
        <StatusTag dictType="sp_sptype" value={info.status} />
      </Descriptions.Item>
      <Descriptions.Item label={label('submittedAt')}>
        {formatDateTime(info.submittedAt) || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={label('decidedAt')}>
        {formatDateTime(info.decidedAt) || '-'}
      </Descriptions.Item>
      {info.rejectReason ? (
        <Descriptions.Item label={label('rejectReason')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{info.rejectReason}</span>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

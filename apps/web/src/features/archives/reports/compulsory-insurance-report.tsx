import type { ArchiveAnswerOf, InsurancePeriod } from '@datamall/contract/vehicle-archive';
import { Alert, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoRecords, Section } from './parts';
import { useArchiveLabels } from './text';

const STATUS_COLORS = { active: 'green', expired: 'red', none: 'default' } as const;

/** Compulsory traffic insurance: the status, the current period and days remaining, the history and any gaps. */
export function CompulsoryInsuranceReport({ answer }: { answer: ArchiveAnswerOf<'compulsoryInsurance'> }) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const history = [...answer.history].sort((a, b) => b.start.localeCompare(a.start));
  const soon = answer.status === 'active' && answer.daysRemaining !== null && answer.daysRemaining <= 30;

  return (
    <>
      <Section title={t('report.sections.currentPolicy')} testId="archive-compulsory-current">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            {
              key: 'status',
              label: l.field('status'),
              children: (
                <Tag color={STATUS_COLORS[answer.status]} data-testid="archive-compulsory-status">
                  {l.insuranceStatus(answer.status)}
                </Tag>
              ),
            },
            {
              key: 'days',
              label: l.field('daysRemaining'),
              children: (
                <span data-testid="archive-compulsory-days">
                  {answer.daysRemaining === null ? '-' : t('report.days', { count: answer.daysRemaining })}
                </span>
              ),
            },
            { key: 'insurer', label: l.field('insurer'), children: answer.current?.insurer ?? '-' },
            { key: 'policy', label: l.field('policyNo'), children: answer.current?.policyNo ?? '-' },
            { key: 'start', label: l.field('start'), children: answer.current?.start ?? '-' },
            { key: 'end', label: l.field('end'), children: answer.current?.end ?? '-' },
          ]}
        />
        {soon ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            message={t('report.compulsory.expiresSoon', { count: answer.daysRemaining ?? 0 })}
          />
        ) : null}
        {answer.status === 'expired' ? (
          <Alert type="error" showIcon style={{ marginTop: 12 }} message={t('report.compulsory.expired')} />
        ) : null}
      </Section>
      <Section title={l.field('history')}>
        {history.length === 0 ? (
          <NoRecords text={t('report.empty.policies')} />
        ) : (
          <Table<InsurancePeriod>
            size="small"
            pagination={false}
            rowKey="policyNo"
            dataSource={history}
            data-testid="archive-compulsory-history"
            scroll={{ x: 'max-content' }}
            columns={[
              { title: l.field('policyNo'), dataIndex: 'policyNo' },
              { title: l.field('insurer'), dataIndex: 'insurer' },
              { title: l.field('start'), dataIndex: 'start' },
              { title: l.field('end'), dataIndex: 'end' },
            ]}
          />
        )}
      </Section>
      <Section title={l.field('gaps')} testId="archive-compulsory-gaps">
        {answer.gaps.length === 0 ? (
          <NoRecords text={t('report.empty.gaps')} />
        ) : (
          <>
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message={t('report.compulsory.gaps', {
                count: answer.gaps.length,
                days: answer.gaps.reduce((sum, gap) => sum + gap.days, 0),
              })}
            />
            <Table
              size="small"
              pagination={false}
              rowKey="from"
              dataSource={answer.gaps}
              columns={[
                { title: l.field('gapFrom'), dataIndex: 'from' },
                { title: l.field('gapTo'), dataIndex: 'to' },
                { title: l.field('gapDays'), dataIndex: 'days', align: 'right' },
              ]}
            />
          </>
        )}
      </Section>
    </>
  );
}

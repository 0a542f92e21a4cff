import type { ArchiveAnswerOf } from '@datamall/contract/vehicle-archive';
import { Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Figures, NoRecords, Section } from './parts';
import { amount, useArchiveLabels } from './text';

/** Maintenance records: the key figures and every service on a timeline, newest first. */
export function MaintenanceReport({ answer }: { answer: ArchiveAnswerOf<'maintenance'> }) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const records = [...answer.records].sort((a, b) => b.date.localeCompare(a.date));
  const km = (value: number | null) => (value === null ? '-' : `${amount(value)} km`);

  return (
    <>
      <Section title={t('report.sections.summary')}>
        <Figures
          items={[
            { label: l.field('count'), value: answer.count, testId: 'archive-maintenance-count' },
            { label: l.field('lastDate'), value: answer.lastDate ?? '-' },
            { label: l.field('lastMileageKm'), value: km(answer.lastMileageKm) },
            { label: l.field('averageKmPerYear'), value: km(answer.averageKmPerYear) },
          ]}
        />
      </Section>
      <Section title={t('report.sections.maintenanceTimeline')} testId="archive-maintenance-timeline">
        {records.length === 0 ? (
          <NoRecords text={t('report.empty.maintenance')} />
        ) : (
          <Timeline
            items={records.map((record) => ({
              key: `${record.date}|${record.mileageKm}`,
              children: (
                <div data-testid="archive-maintenance-record">
                  <Space wrap size={[12, 4]}>
                    <Typography.Text strong>{record.date}</Typography.Text>
                    <Typography.Text>{km(record.mileageKm)}</Typography.Text>
                    <Typography.Text type="secondary">{record.shop}</Typography.Text>
                  </Space>
                  <div style={{ marginTop: 4 }}>
                    {record.items.map((item) => (
                      <Tag key={item}>{item}</Tag>
                    ))}
                  </div>
                </div>
              ),
            }))}
          />
        )}
      </Section>
    </>
  );
}

import type { ArchiveAnswerOf, Inspection } from '@datamall/contract/vehicle-archive';
import { Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Figures, NoRecords, ResultTag, Section } from './parts';
import { useArchiveLabels } from './text';

/** Annual inspections: count, failures, the last result and the next due date; each inspection and its items. */
export function AnnualInspectionReport({ answer }: { answer: ArchiveAnswerOf<'annualInspection'> }) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const inspections = [...answer.inspections].sort((a, b) => b.date.localeCompare(a.date));

  return (
    <>
      <Section title={t('report.sections.summary')}>
        <Figures
          items={[
            { label: l.field('inspectionCount'), value: answer.count, testId: 'archive-inspection-count' },
            { label: l.field('failures'), value: answer.failures, testId: 'archive-inspection-failures' },
            {
              label: l.field('lastInspection'),
              value: answer.last ? (
                <Space size={4}>
                  {answer.last.date}
                  <ResultTag result={answer.last.result} text={l.inspection(answer.last.result)} />
                </Space>
              ) : (
                '-'
              ),
            },
            { label: l.field('nextDue'), value: answer.nextDue, testId: 'archive-inspection-next' },
          ]}
        />
      </Section>
      <Section title={t('report.sections.inspections')}>
        {inspections.length === 0 ? (
          <NoRecords text={t('report.empty.inspections')} />
        ) : (
          <Table<Inspection>
            size="small"
            pagination={false}
            rowKey={(row) => `${row.date}|${row.station}`}
            dataSource={inspections}
            data-testid="archive-inspection-table"
            scroll={{ x: 'max-content' }}
            columns={[
              { title: l.field('date'), dataIndex: 'date', width: 110 },
              { title: l.field('station'), dataIndex: 'station' },
              {
                title: l.field('result'),
                dataIndex: 'result',
                render: (_, row) => <ResultTag result={row.result} text={l.inspection(row.result)} />,
              },
              {
                title: l.field('inspectionItems'),
                key: 'items',
                render: (_, row) => (
                  <Space size={[0, 4]} wrap>
                    {row.items.map((item) => (
                      <ResultTag
                        key={item.name}
                        result={item.result}
                        text={
                          item.result === 'pass' ? item.name : `${item.name} · ${l.inspection(item.result)}`
                        }
                      />
                    ))}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Section>
    </>
  );
}

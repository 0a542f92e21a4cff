import type { InspectionResult } from '@datamall/contract/vehicle-archive';
import { Card, Col, Empty, Row, Statistic, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** One titled block of a report (kept whole on a printed page where it fits). */
export function Section({
  title,
  extra,
  testId,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card
      size="small"
      title={title}
      extra={extra}
      className="archive-section"
      data-testid={testId}
      style={{ marginBottom: 16 }}
    >
      {children}
    </Card>
  );
}

export interface Figure {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
}

/** The key figures of a report, in a row of statistics. */
export function Figures({ items, testId }: { items: Figure[]; testId?: string }) {
  return (
    <Row gutter={[16, 16]} data-testid={testId}>
      {items.map((item, index) => (
        <Col key={typeof item.label === 'string' ? item.label : index} xs={12} md={6}>
          <Statistic
            title={item.label}
            valueRender={() => <span data-testid={item.testId}>{item.value}</span>}
            valueStyle={{ fontSize: 20 }}
          />
        </Col>
      ))}
    </Row>
  );
}

/** An empty list inside a report section. */
export function NoRecords({ text, testId }: { text: string; testId?: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} data-testid={testId} />;
}

const RESULT_COLORS: Record<InspectionResult, string> = {
  pass: 'green',
  fail: 'red',
  'pass-after-repair': 'orange',
};

export function ResultTag({ result, text }: { result: InspectionResult; text: string }) {
  return (
    <Tag color={RESULT_COLORS[result]} data-result={result}>
      {text}
    </Tag>
  );
}

/** Common options of the reports' charts: a report is a document (printed too), so nothing animates. */
export const CHART_BASE = {
  animation: false,
  grid: { left: 16, right: 24, top: 40, bottom: 8 },
  legend: { top: 0 },
} as const;

/** True while the page is being printed: long tables then show every row instead of one page of them. */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // Rendered before the browser lays the page out for printing.
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
    };
  }, []);
  return printing;
}

import { Card, Col, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FigureTileProps {
  title: string;
  value: ReactNode;
  note?: ReactNode;
  /** The list the figure sums up, with its filter. */
  to: string;
  testId: string;
  /** Columns of 24 from the xl breakpoint (4 tiles a row by default). */
  xl?: number;
}

/** One headline figure of a dashboard: a card opening the list it sums up. */
export function FigureTile({ title, value, note, to, testId, xl = 6 }: FigureTileProps) {
  return (
    <Col xs={24} sm={12} xl={xl}>
      <Link to={to} data-testid={testId}>
        <Card hoverable styles={{ body: { padding: 20 } }} style={{ height: '100%' }}>
          <Statistic title={title} valueRender={() => <span data-testid={`${testId}-value`}>{value}</span>} />
          {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
        </Card>
      </Link>
    </Col>
  );
}

import type { statistics } from '@datamall/contract';
import { Badge, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { useMonitorState } from '../api/statistics';
import { nodesListPath } from '../links';
import { Section } from './section';

const BADGE: Record<statistics.MonitorStateValue, 'success' | 'warning' | 'error'> = {
  up: 'success',
  warn: 'warning',
  down: 'error',
};

interface Line {
  key: string;
  name: string;
  status: statistics.MonitorStateValue;
  detail: ReactNode;
  checkedAt: string;
}

function lines(m: statistics.MonitorState, t: (key: string, o?: Record<string, unknown>) => string): Line[] {
  const time = (iso: string | null) => (iso ? formatDateTime(iso) : t('monitor.never'));
  const out: Line[] = [
    {
      key: 'database',
      name: t('monitor.database'),
      ...m.database,
      detail: m.database.detail || `${m.database.version} · ${m.database.latencyMs} ms`,
    },
    {
      key: 'storage',
      name: t('monitor.storage'),
      ...m.storage,
      detail: m.storage.detail || `${t(`monitor.storageKind.${m.storage.kind}`)} · ${m.storage.latencyMs} ms`,
    },
  ];
  if (m.gateway) {
    const g = m.gateway;
    out.push({
      key: 'gateway',
      name: t('monitor.gateway'),
      ...g,
      detail:
        g.detail ||
        t('monitor.gatewayDetail', { online: g.online, total: g.total, time: time(g.lastSeenAt) }),
    });
  }
  for (const job of m.jobs) {
    const detail =
      job.detail ||
      (job.backlog
        ? t('monitor.backlog', { count: job.backlog, time: time(job.oldestDueAt) })
        : t('monitor.noBacklog'));
    out.push({
      ...job,
      key: `job-${job.key}`,
      name: t(`monitor.jobs.${job.key}`, { defaultValue: job.key }),
      detail,
    });
  }
  const n = m.nodes;
  const nodeLinks = n.byKind.map((k) => (
    <Link key={k.kind} to={nodesListPath(k.kind)} style={{ marginRight: 8 }}>
      {t(`monitor.nodeKind.${k.kind}`, { defaultValue: k.kind })} {formatNumber(k.online)}/
      {formatNumber(k.online + k.offline)}
    </Link>
  ));
  out.push({
    key: 'nodes',
    name: t('monitor.nodes'),
    ...n,
    detail: n.detail || (
      <>
        <span data-testid="monitor-nodes-counts">
          {t('monitor.nodesDetail', { online: n.online, offline: n.offline, time: time(n.lastHeartbeatAt) })}
        </span>{' '}
        {nodeLinks}
      </>
    ),
  });
  return out;
}

/** Database, storage, gateways, background jobs and nodes, each with its state and when it was checked. */
export function MonitorCard() {
  const { t } = useTranslation('statistics');
  const query = useMonitorState();
  return (
    <Section title={t('monitor.title')} query={query} testId="monitor-card">
      <List
        size="small"
        dataSource={query.data ? lines(query.data, t) : []}
        renderItem={(line) => (
          <List.Item
            data-testid={`monitor-${line.key}`}
            extra={
              <Typography.Text type="secondary">
                {t('monitor.checkedAt', { time: formatDateTime(line.checkedAt) })}
              </Typography.Text>
            }
          >
            <List.Item.Meta
              title={
                <Badge
                  status={BADGE[line.status]}
                  text={
                    <span data-testid={`monitor-${line.key}-status`} data-status={line.status}>
                      {line.name} · {t(`monitor.status.${line.status}`)}
                    </span>
                  }
                />
              }
              description={line.detail}
            />
          </List.Item>
        )}
      />
    </Section>
  );
}

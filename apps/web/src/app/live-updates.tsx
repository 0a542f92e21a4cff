import type { LiveTopic } from '@datamall/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appRunsKey } from '../features/app-runs/api/app-runs';
import { myNoticesKey } from '../features/content/api/keys';
import { ordersKey } from '../features/orders/api/orders';
import { statisticsKey } from '../features/statistics/api/statistics';
import { todoPageKey } from '../features/workflow/api/todo-page';
import { useLiveChanges, useLiveConnection, useLiveStatus } from '../shared/live/use-live';

/** What each pushed change makes stale: the pages showing it re-read it (only the mounted queries refetch). */
const STALE_BY_TOPIC: Record<LiveTopic, readonly QueryKey[]> = {
  order: [ordersKey, statisticsKey],
  run: [appRunsKey, statisticsKey],
  notice: [myNoticesKey],
  todo: [todoPageKey, statisticsKey],
};
const TOPICS = Object.keys(STALE_BY_TOPIC) as LiveTopic[];

/** Opens the live channel for the logged-in pages and turns its pushed changes into fresh figures and lists. */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useLiveConnection();
  const status = useLiveStatus();
  useEffect(() => {
    // For support and the browser tests: whether this tab's changes are pushed or polled.
    document.documentElement.dataset.live = status;
  }, [status]);
  useLiveChanges(TOPICS, (change) => {
    for (const queryKey of STALE_BY_TOPIC[change.topic]) void queryClient.invalidateQueries({ queryKey });
  });
  return null;
}

import { useSearchParams } from 'react-router';
import { RepetitionJobs } from '../../../features/repetition/components/repetition-jobs';

/** Menu url consumer/repeat/report (?itemId= narrows to one good and lets its owner start a detection). */
export function Page() {
  const raw = useSearchParams()[0].get('itemId');
  const itemId = raw && /^[1-9]\d{0,15}$/.test(raw) ? raw : undefined;
  return <RepetitionJobs key={itemId ?? 'all'} itemId={itemId} />;
}

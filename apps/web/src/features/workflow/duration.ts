import { t } from '../../shared/i18n';

/** A history row's duration as hours, minutes and seconds (`1小时2分3秒`, `1h 2m 3s`); null while open. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return t('workflow:duration.hms', { h, m, s });
  if (m > 0) return t('workflow:duration.ms', { m, s });
  return t('workflow:duration.s', { s });
}

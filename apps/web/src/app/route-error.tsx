import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { browser } from '../shared/browser';
import { handleChunkLoadError, isChunkLoadError } from '../shared/chunk-reload';

const boxStyle = {
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: 48,
  color: '#475569',
  textAlign: 'center',
} as const;

/**
 * Route error boundary: a failed chunk reloads once (§8), anything else shows a retry screen. It lives in the
 * entry chunk, so it uses plain markup rather than antd Result (whose illustrations weigh ~30 KB).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation(['request', 'common']);
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (chunk) handleChunkLoadError();
    else console.error(error);
  }, [chunk, error]);

  if (chunk) {
    return (
      <div style={boxStyle} data-testid="chunk-reload">
        <div className="boot-splash">{t('request:chunkReload')}</div>
      </div>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div style={boxStyle} data-testid="route-error">
      <div style={{ fontSize: 20, fontWeight: 600, color: '#0f172a' }}>{t('request:serviceError')}</div>
      <div>{detail}</div>
      <button type="button" className="ui-btn ui-btn-primary" onClick={() => browser.reload()}>
        {t('common:actions.refresh')}
      </button>
    </div>
  );
}

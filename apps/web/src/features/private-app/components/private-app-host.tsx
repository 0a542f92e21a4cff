import { isLocale, type Locale } from '@datamall/contract';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setPageTitle } from '../../../shared/i18n';
import { loadWorkbench, type MountedWorkbench } from '../api/load-workbench';
import { fetchPrivateAppUrl } from '../api/runtime-config';
import { type LoadState, SUB_APP_PREFIX } from '../navigation';
import { PRIVATE_APP_TEXTS } from '../texts';
import { rememberSubPath, useSubAppNavigation } from '../use-sub-app-navigation';

/**
 * Route `/private/*`: the embedded privacy-computing workbench (apps/private), loaded at run time from the URL the
 * platform names and mounted into this page; its sub-paths are its own. Loading, then either the workbench or a
 * message that it failed to load, with a retry.
 */
export function PrivateAppHost() {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'zh-CN';
  const texts = PRIVATE_APP_TEXTS[locale];
  const mayMount = useSubAppNavigation();
  const container = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedWorkbench | undefined>(undefined);
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  // The browser tab's title; the content tab and breadcrumb name the path (layout texts `pages.private…`).
  useEffect(() => {
    setPageTitle(texts.title);
    return () => setPageTitle(undefined);
  }, [texts.title]);

  useEffect(() => {
    if (!mayMount) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchPrivateAppUrl(controller.signal)
      .then((url) => loadWorkbench(url, attempt))
      .then((workbench) => {
        if (controller.signal.aborted || !container.current) return;
        mounted.current = workbench.mount(container.current, {
          basename: SUB_APP_PREFIX,
          locale: localeRef.current,
          onPathChange: rememberSubPath,
        });
        setState({ kind: 'mounted' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[private-app] the sub-application failed to load', error);
        setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      controller.abort();
      const workbench = mounted.current;
      mounted.current = undefined;
      // Another React root: unmounted after this commit, not inside it.
      if (workbench) setTimeout(() => workbench.unmount(), 0);
    };
  }, [mayMount, attempt]);

  useEffect(() => {
    mounted.current?.update({ locale });
  }, [locale]);

  return (
    <div className="private-app-host" data-testid="private-app-host" data-state={state.kind}>
      {state.kind === 'loading' && (
        <Spin
          data-testid="private-app-loading"
          tip={texts.loading}
          style={{ display: 'block', margin: '80px auto' }}
        >
          <div style={{ minHeight: 80 }} />
        </Spin>
      )}
      {state.kind === 'failed' && (
        <div data-testid="private-app-failed">
          <Result
            status="warning"
            title={texts.failedTitle}
            subTitle={texts.failedDetail}
            extra={
              <Button type="primary" onClick={() => setAttempt((n) => n + 1)} data-testid="private-app-retry">
                {texts.retry}
              </Button>
            }
          />
        </div>
      )}
      <div ref={container} hidden={state.kind !== 'mounted'} />
    </div>
  );
}

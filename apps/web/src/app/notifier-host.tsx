import { App } from 'antd';
import { useEffect } from 'react';
import { bindNotifier } from '../shared/notify';

function Binder() {
  const api = App.useApp();
  useEffect(() => {
    bindNotifier(api); // message, modal and notification: `notify` and `appApi` use them
    return () => bindNotifier(undefined);
  }, [api]);
  return null;
}

/**
 * antd's message and modal holders inside the ConfigProvider (theme, locale), bound to `notify`. A chunk of
 * its own, mounted beside the page (never around it) on the first message or confirmation.
 */
export function NotifierHost() {
  return (
    <App component={false}>
      <Binder />
    </App>
  );
}

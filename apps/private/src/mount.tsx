import { createRoot } from 'react-dom/client';
import { App, createWorkbenchRouter } from './app';
import { leaveTo, loginUrl, resolveLocale, session } from './session';

/** What the host passes when it mounts the workbench (exposed as `datamall_private/mount`). */
export interface MountProps {
  /** The address prefix the host hands to the workbench. */
  basename?: string;
  /** The main app's current language; unset: its language cookie. */
  locale?: string;
  /** Told every sub-path the workbench shows (`/assets?page=2`), for the host to remember. */
  onPathChange?: (subPath: string) => void;
}

export interface MountedWorkbench {
  /** A new language from the host. */
  update(props: Pick<MountProps, 'locale'>): void;
  unmount(): void;
}

/** Renders the workbench into `container`; a visitor is sent to the login page with a redirect back. */
export function mount(container: HTMLElement, props: MountProps = {}): MountedWorkbench {
  if (!session.token()) {
    leaveTo(loginUrl());
    return { update: () => undefined, unmount: () => undefined };
  }
  const router = createWorkbenchRouter(props.basename ?? '/private', props.onPathChange);
  const root = createRoot(container);
  const render = (locale: string | undefined) =>
    root.render(<App router={router} locale={resolveLocale(locale)} />);
  render(props.locale);
  return {
    update: ({ locale }) => render(locale),
    unmount: () => {
      root.unmount();
      router.dispose();
    },
  };
}

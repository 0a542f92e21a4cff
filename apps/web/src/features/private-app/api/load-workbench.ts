import { createInstance } from '@module-federation/runtime';
import { remoteEntryUrl } from '../navigation';

/** What the sub-application's `datamall_private/mount` exposes (apps/private/src/mount.tsx). */
export interface WorkbenchProps {
  basename: string;
  locale: string;
  onPathChange: (subPath: string) => void;
}
export interface MountedWorkbench {
  update(props: { locale: string }): void;
  unmount(): void;
}
export interface WorkbenchModule {
  mount(container: HTMLElement, props: WorkbenchProps): MountedWorkbench;
}

const REMOTE = 'datamall_private';
let federation: ReturnType<typeof createInstance> | undefined;

/**
 * Loads the sub-application's exposed module through the Module Federation runtime: a native `import()` of its
 * `remoteEntry.js` (no eval, so the pages' script policy holds). Each attempt registers the entry anew.
 */
export async function loadWorkbench(baseUrl: string, attempt: number): Promise<WorkbenchModule> {
  federation ??= createInstance({ name: 'datamall_web', remotes: [] });
  const entry = remoteEntryUrl(baseUrl, window.location.href, attempt);
  federation.registerRemotes([{ name: REMOTE, entry, type: 'module' }], { force: attempt > 0 });
  const module = await federation.loadRemote<WorkbenchModule>(`${REMOTE}/mount`);
  if (!module || typeof module.mount !== 'function') throw new Error(`${REMOTE}/mount has no mount()`);
  return module;
}

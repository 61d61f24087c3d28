// Loads an exposed page module of a remote through the federation runtime. A failed load is
// not cached, so "Retry" asks the runtime again (the runtime also drops failed entries).
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotePageProps } from '@iq/contracts';
import { containerName } from './remote-manifest';

export type PageComponent = ComponentType<RemotePageProps>;

const loaded = new Map<string, PageComponent>();
const pending = new Map<string, Promise<PageComponent>>();

const keyOf = (remote: RemoteName, module: string) =>
  `${containerName(remote)}/${module.replace(/^\.\//, '')}`;

export function loadedPage(remote: RemoteName, module: string): PageComponent | undefined {
  return loaded.get(keyOf(remote, module));
}

export function loadPage(remote: RemoteName, module: string): Promise<PageComponent> {
  const key = keyOf(remote, module);
  const existing = pending.get(key);
  if (existing) return existing;
  const loading = loadRemote<{ default: PageComponent }>(key).then((mod) => {
    if (!mod?.default) throw new Error(`${key} has no default export`);
    loaded.set(key, mod.default);
    return mod.default;
  });
  pending.set(key, loading);
  loading.catch(() => pending.delete(key));
  return loading;
}

import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../lib/i18n/i18n';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A screen as its own chunk, loaded together with its translations so it never renders half-translated. */
export const screen =
  (load: () => Promise<{ Component: React.ComponentType }>, namespaces: string[] = []): Lazy =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.Component };
  };

import { useSyncExternalStore } from 'react';

/** A minimal external store: module state that React components subscribe to without a provider. */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  const get = () => state;
  const set = (patch: Partial<T>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const useStore = () => useSyncExternalStore(subscribe, get, get);
  return { get, set, subscribe, useStore };
}

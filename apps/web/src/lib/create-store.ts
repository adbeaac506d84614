import { startTransition, useEffect, useState } from 'react';

/**
 * A minimal external store: module state that React components subscribe to without a provider.
 *
 * A change reaches components as a transition, so React renders it in short slices. Read through
 * useSyncExternalStore, every change (the session's user arriving, the configuration, a host mounting) was an urgent
 * render of all that the layouts reading the store hold, the whole screen, in one long task on a phone's CPU
 * (issue 17, total blocking time; decision 101). These stores hold app-wide facts that change a few times a
 * session; a component mounted during a transition reads the newest state, and one subscribed after a change
 * catches up at once.
 */
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
    return () => {
      listeners.delete(listener);
    };
  };
  const useStore = () => {
    const [value, setValue] = useState(get);
    useEffect(() => {
      const update = () => startTransition(() => setValue(get()));
      // A change between this component's render and now.
      update();
      return subscribe(update);
    }, []);
    return value;
  };
  return { get, set, subscribe, useStore };
}

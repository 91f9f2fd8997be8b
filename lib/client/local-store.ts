import { useSyncExternalStore } from 'react';

/**
 * A value kept in the browser's localStorage under one key, shared by every component and kept in
 * step across tabs. What is stored may be old, edited by hand or written by another version, so
 * it is read through `parse`, and anything unreadable reads as `empty`. Where storage is blocked
 * (some private modes) the value lives in memory for the page's life.
 */
export interface LocalStore<T> {
  readonly empty: T;
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/** A store for one key; `empty` is also what the server renders before the browser reads it. */
export function localStore<T>(key: string, parse: (raw: unknown) => T, empty: T): LocalStore<T> {
  const listeners = new Set<() => void>();
  let memoryRaw: string | null = null;
  let cached: { raw: string | null; value: T } = { raw: null, value: empty };

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(key) ?? memoryRaw;
    } catch {
      return memoryRaw;
    }
  };
  const parsed = (raw: string): T => {
    try {
      return parse(JSON.parse(raw));
    } catch {
      return empty;
    }
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    empty,
    get() {
      if (typeof window === 'undefined') return empty;
      const raw = readRaw();
      // The same text gives the same object, as useSyncExternalStore requires.
      if (raw !== cached.raw) cached = { raw, value: raw === null ? empty : parsed(raw) };
      return cached.value;
    },
    set(value) {
      const raw = JSON.stringify(value);
      try {
        window.localStorage.setItem(key, raw);
      } catch {
        memoryRaw = raw;
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The store's value, re-rendering on every change; `empty` on the server and while hydrating. */
export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.empty);
}

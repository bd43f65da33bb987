/** Something React can read with `useSyncExternalStore(store.subscribe, store.getSnapshot)`. */
export interface ExternalStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

/** A listener set; `emit` never lets one failing listener starve the others. */
export class Emitter {
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  emit(): void {
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch {
        // A broken subscriber (e.g. an unmounted view) must not break the request that changed state.
      }
    }
  }
}

/**
 * Caches a derived snapshot until `invalidate` is called, so `getSnapshot` returns the same object
 * between changes (useSyncExternalStore re-renders forever otherwise).
 */
export class CachedSnapshot<T> {
  private value: T | undefined;
  private dirty = true;

  constructor(private readonly build: () => T) {}

  invalidate(): void {
    this.dirty = true;
  }

  get(): T {
    if (this.dirty || this.value === undefined) {
      this.value = this.build();
      this.dirty = false;
    }
    return this.value;
  }
}

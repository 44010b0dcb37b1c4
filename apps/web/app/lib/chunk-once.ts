/** A promise React's `use` reads at once when it is already settled (React's own convention for thenables). */
export type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A chunk of code loaded once: every call answers the same promise, marked fulfilled when it is (so `use` draws at
 * once a block whose chunk is here); a chunk that failed to arrive is asked for again at the next call.
 */
export function chunkOnce<T>(load: () => Promise<T>): () => Tracked<T> {
  let loading: Tracked<T> | undefined;
  return () => {
    if (!loading) {
      const promise: Tracked<T> = load();
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        () => {
          if (loading === promise) loading = undefined;
        },
      );
      loading = promise;
    }
    return loading;
  };
}

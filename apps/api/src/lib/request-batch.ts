// A per-request batcher for GraphQL fields of list items: the keys asked for in the same tick are loaded in one
// call, at the moment DataLoader picks (after the resolvers of this tick have asked), and each key's answer is kept
// for the rest of the request. One batcher per request (keep it in a WeakMap keyed by the context).

type Load<V> = (keys: string[]) => Promise<ReadonlyMap<string, V>>;

/** A function from a key to its value (undefined when the load has none), batching the keys of one tick. */
export function requestBatcher<V>(load: Load<V>): (key: string) => Promise<V | undefined> {
  const answers = new Map<string, Promise<V | undefined>>();
  let batch: { keys: Set<string>; loaded: Promise<ReadonlyMap<string, V>> } | null = null;

  const open = () => {
    const keys = new Set<string>();
    const loaded = new Promise<ReadonlyMap<string, V>>((resolve, reject) => {
      void Promise.resolve().then(() =>
        process.nextTick(() => {
          batch = null;
          load([...keys]).then(resolve, reject);
        }),
      );
    });
    return { keys, loaded };
  };

  return (key) => {
    const known = answers.get(key);
    if (known) return known;
    batch ??= open();
    batch.keys.add(key);
    const answer = batch.loaded.then((values) => values.get(key));
    answers.set(key, answer);
    return answer;
  };
}

// Runs tasks with the same key one after another on this instance, tasks with different keys side by side.
//
// Used where a database row lock would serialise them anyway (a user's wallet, decision 044): queueing in memory
// first means waiting requests of one user hold no pool connection, so a burst of one user's payments cannot
// take every connection from everyone else. Other instances still meet at the row lock.

const queues = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Runs `task` after every earlier task of `key` within `scope` (an app's deps) has settled. */
export function inTurn<T>(scope: object, key: string, task: () => Promise<T>): Promise<T> {
  let tails = queues.get(scope);
  if (!tails) {
    tails = new Map();
    queues.set(scope, tails);
  }
  const previous = tails.get(key) ?? Promise.resolve();
  const result = previous.then(task, task);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return result;
}

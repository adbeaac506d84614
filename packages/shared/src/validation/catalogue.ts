// Matching a catalogue text back to its key and parameters, for any catalogue (messages.ts).

export type CatalogueMatch<Key extends string> = { key: Key; params: Record<string, string> };

/** A matcher over a catalogue's texts; `{{name}}` placeholders become captured parameters. */
export function catalogueMatcher<Key extends string>(
  catalogue: Readonly<Record<Key, string>>,
): (text: string) => CatalogueMatch<Key> | null {
  const patterns = (Object.keys(catalogue) as Key[]).map((key) => {
    const names: string[] = [];
    const source = catalogue[key]
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => {
        names.push(name);
        return '(.+?)';
      });
    return { key, names, regex: new RegExp(`^${source}$`) };
  });
  return (text) => {
    for (const { key, names, regex } of patterns) {
      const found = regex.exec(text);
      if (found) {
        return { key, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) };
      }
    }
    return null;
  };
}

export function collectFragments(srcDir: string): Map<string, string>;
export function withFragments(source: string, fragments: Map<string, string>): string;

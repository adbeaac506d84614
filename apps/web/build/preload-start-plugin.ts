import type { Plugin, Rollup } from 'vite';

/** The file of the chunk holding `module` (a path ending, e.g. 'src/start.tsx') and, recursively, its static imports'. */
function chunkFiles(bundle: Rollup.OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  // By the module it holds: Vite's HTML step sees the dynamic entry's chunk without its facadeModuleId.
  const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
  if (!start) throw new Error(`preload-start-plugin: no chunk holds ${module}`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...files];
}

/**
 * main.tsx imports the app (`module`) dynamically, in the task after React DOM's evaluation (issue 17, total
 * blocking time). Found only then, the app's chunks would wait for the entry to arrive and run: preloaded from the
 * page, they download alongside it as they did when they were one script. The entry's own imports are preloaded
 * by Vite already; a file in both lists is named once.
 */
export function preloadStartPlugin(module: string): Plugin {
  return {
    name: 'parkshare-preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const links = chunkFiles(context.bundle, module)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        return html.replace('  </head>', `${links}  </head>`);
      },
    },
  };
}

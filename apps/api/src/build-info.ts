// The commit the server was built from: build.mjs writes it in with esbuild's `define`. Unbuilt (tsx, tests), the
// name is not defined at all, hence the typeof.
declare const __PARKSHARE_BUILD_COMMIT__: string | undefined;

export const BUILD_COMMIT: string | null =
  typeof __PARKSHARE_BUILD_COMMIT__ === 'string' && __PARKSHARE_BUILD_COMMIT__ !== ''
    ? __PARKSHARE_BUILD_COMMIT__
    : null;

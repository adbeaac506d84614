// Loaded on demand by the forms' resolvers (lib/forms/lazy-zod-resolver.ts): the shared schemas carry zod.
export const loadSchemas = () => import('@parkshare/shared/validation/auth');

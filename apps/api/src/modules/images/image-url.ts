// Where the browser fetches a stored file: GET /api/images/<key> (images.routes.ts). Relative, so the same answer
// works behind any host name.
export const imageUrl = (key: string): string => `/api/images/${encodeURIComponent(key)}`;

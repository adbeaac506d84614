// Where the browser fetches a stored image: the images module serves /api/images/<key>. Each path segment of
// the key is encoded, so a key can never step out of that route.
export const imageUrl = (key: string): string => `/api/images/${key.split('/').map(encodeURIComponent).join('/')}`;

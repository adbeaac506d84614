// Which failed GraphQL calls are the server's fault, and so reported (decision 093).

export interface FailedAnswer {
  /** The answer's GraphQL errors (their extensions.code), if it had any. */
  errors?: readonly { extensions?: Record<string, unknown> }[] | undefined;
  /** The HTTP status, when the server answered at all. */
  status?: number | undefined;
}

/**
 * An INTERNAL_SERVER_ERROR, or a 5xx answer. Refusals that tell the user something (validation, not found,
 * forbidden, too many requests, signed out) are not, and neither is a request that never reached the server
 * (offline, aborted): that is the network's state, not a failure of ours.
 */
export function isServerFailure({ errors = [], status }: FailedAnswer): boolean {
  if (errors.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')) return true;
  return status !== undefined && status >= 500 && errors.every((error) => !error.extensions?.code);
}

/** What the report says failed: the error code, or the HTTP status. */
export function failureReason({ errors = [], status }: FailedAnswer): string {
  const code = errors.find((error) => typeof error.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : `HTTP ${status ?? '?'}`;
}

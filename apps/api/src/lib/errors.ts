import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { GraphQLError } from 'graphql';

// Domain errors that services throw; GraphQL (error masking) and REST adapters translate them at the edge.

export type FieldErrors = Record<string, string[]>;

export type AppErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'BAD_USER_INPUT'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_NOT_VERIFIED'
  | 'TOO_MANY_REQUESTS'
  // Sign-in with Google (decision 095): off on this server; refused (state, code, token, e-mail); Google unreachable.
  | 'NOT_AVAILABLE'
  | 'SOCIAL_SIGN_IN_FAILED'
  | 'PROVIDER_UNAVAILABLE';

const statusOf: Record<AppErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 422,
  BAD_USER_INPUT: 400,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  TOO_MANY_REQUESTS: 429,
  NOT_AVAILABLE: 404,
  SOCIAL_SIGN_IN_FAILED: 400,
  PROVIDER_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly validation: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    extra: { validation?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.validation = extra.validation;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  get status(): number {
    return statusOf[this.code];
  }

  toGraphQL(): GraphQLError {
    return new GraphQLError(this.message, { extensions: this.extensions });
  }

  get extensions(): Record<string, unknown> {
    return {
      code: this.code,
      ...(this.validation ? { validation: this.validation } : {}),
      ...(this.retryAfterSeconds !== undefined ? { retryAfter: this.retryAfterSeconds } : {}),
    };
  }
}

export const VALIDATION_MESSAGE = 'The given data was invalid.';

export const validationError = (validation: FieldErrors) =>
  new AppError('VALIDATION_FAILED', VALIDATION_MESSAGE, { validation });

export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Unauthenticated.');

export const forbidden = (message = 'You do not have the required permissions.') => new AppError('FORBIDDEN', message);

export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);

export const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);

export const emailNotVerified = () =>
  new AppError('EMAIL_NOT_VERIFIED', 'Your email address is not verified yet. Enter the code we sent you.');

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', formatMessage('tooManyRequests', { count: retryAfterSeconds }), {
    retryAfterSeconds,
  });

// Typed domain errors; ONE middleware (http-errors.ts) maps them to the envelope and status.

export interface DomainErrorOptions {
  /** The spec's own result code where it has one (e.g. 10101); otherwise the HTTP status. */
  code?: number;
  cause?: unknown;
  /** Where the answer lies (issue 35: the buyer's report when they own what they tried to buy). */
  reportPath?: string;
}

export abstract class DomainError extends Error {
  abstract readonly status: number;
  readonly specCode?: number;
  readonly reportPath?: string;

  constructor(message: string, options: DomainErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.specCode = options.code;
    if (options.reportPath !== undefined) this.reportPath = options.reportPath;
  }

  /** The envelope's `result`. */
  get result(): number {
    return this.specCode ?? this.status;
  }
}

export class BadRequestError extends DomainError {
  readonly status = 400;
}
export class UnauthorizedError extends DomainError {
  readonly status = 401;
}
export class ForbiddenError extends DomainError {
  readonly status = 403;
}
export class NotFoundError extends DomainError {
  readonly status = 404;
}
export class ConflictError extends DomainError {
  readonly status = 409;
}
/** 421: a Host this server does not answer for (issue 37). */
export class MisdirectedRequestError extends DomainError {
  readonly status = 421;
}
export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
}
/** 429; with `retryAfterSeconds` the envelope carries it and the `Retry-After` header says it too. */
export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  /** Whole seconds until an attempt may succeed again. */
  readonly retryAfterSeconds?: number;

  constructor(message: string, options: DomainErrorOptions & { retryAfterSeconds?: number } = {}) {
    super(message, options);
    if (options.retryAfterSeconds !== undefined)
      this.retryAfterSeconds = Math.max(0, Math.ceil(options.retryAfterSeconds));
  }
}

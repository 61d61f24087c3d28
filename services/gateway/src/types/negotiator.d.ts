// negotiator 1.1 (the version express's `accepts` uses): only what the gateway calls.
// @types/negotiator describes 0.6, which has no `preferred` option.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The best of `available` for the request's Accept-Encoding; ties broken by `preferred`. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
    /** The request's Accept-Language tags, most preferred first ('*' included when sent). */
    languages(): string[];
  }
}

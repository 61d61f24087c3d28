import type { Request } from 'express';
import { clientOf } from './rate-limit';

describe('clientOf', () => {
  test.each([
    [{ ip: '198.51.100.7', socket: { remoteAddress: '127.0.0.1' } }, '198.51.100.7'],
    [{ ip: undefined, socket: { remoteAddress: '127.0.0.1' } }, '127.0.0.1'],
    [{ ip: undefined, socket: {} }, 'unknown'],
  ])('%j → %s', (req, client) => expect(clientOf(req as unknown as Request)).toBe(client));
});

// GET /user/get (spec §7). Sign-in does not exist yet, so nobody has a session.
import { Router } from 'express';
import { UnauthorizedError } from '@iq/service-common';

export function accountRoutes(): Router {
  return Router().get('/user/get', () => {
    throw new UnauthorizedError('Not signed in');
  });
}

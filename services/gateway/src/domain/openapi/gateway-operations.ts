// The calls under /api the gateway answers itself (no service behind them): the shell's page-view
// beacon (issue 41) and this description with its viewer (issue 42).
import { z } from 'zod';
import { RUM_PATH } from '@iq/contracts';
import { rumBeaconSchema } from '../../registry/contract';
import type { ApiOperation } from './api-operation';

/** Where the description and its viewer are served, below /api. */
export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

export const GATEWAY_OPERATIONS: readonly ApiOperation[] = [
  {
    service: 'gateway',
    method: 'post',
    path: RUM_PATH.replace(/^\/api/, ''),
    summary: 'The page views of one document, from the shell (sampled, counted per remote build)',
    description:
      'Sent by navigator.sendBeacon as text/plain (or as JSON) when the document is hidden or left: up to 20 views, at most 8 KB, from the site’s own pages only. `recorded` is false when the beacon was sampled out or the registry is off.',
    body: rumBeaconSchema,
    bodyTypes: ['text/plain', 'application/json'],
    status: 202,
    // No shared contract for the answer: the handler's own object (registry/http/rum-beacon.ts).
    data: z.object({ recorded: z.boolean() }),
    errors: [400, 403, 405, 413, 415, 429],
    example: {
      body: {
        v: 2,
        views: [
          {
            route: 'home',
            remote: 'landing',
            locale: 'en-US',
            builds: { landing: 'a1b2c3d4' },
            step: 'landing',
          },
          {
            route: 'answer_question-start_loading',
            remote: 'exam',
            locale: 'en-US',
            builds: { landing: 'a1b2c3d4' },
            step: 'test-started',
          },
        ],
      },
      data: { recorded: true },
    },
  },
  {
    service: 'gateway',
    method: 'get',
    path: OPENAPI_PATH,
    summary: 'This description (OpenAPI 3.1), generated from the contracts',
    answers: { mediaTypes: ['application/json'], description: 'The OpenAPI document (ETag; revalidate).' },
    errors: [],
    example: {},
  },
  {
    service: 'gateway',
    method: 'get',
    path: DOCS_PATH,
    summary: 'This description, rendered (Swagger UI, served from this site)',
    answers: { mediaTypes: ['text/html'], description: 'The viewer’s page.' },
    errors: [],
    example: {},
  },
];

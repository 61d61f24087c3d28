// The OpenAPI generator (issue 42, services/gateway/src/domain/openapi) on its own: a valid 3.1
// document, one operation per call of the tables, examples that their contracts accept, the
// envelopes on every answer. What the services really route and validate is the composed-stack
// test's (openapi-contract.test.ts). The validator and Ajv's compiling take seconds on a busy
// machine: those tests have a minute.
import { ABUSE_RULES } from '@iq/gateway/src/domain/abuse-limits';
import type { ApiOperation } from '@iq/gateway/src/domain/openapi/api-operation';
import {
  API_OPERATIONS,
  buildOpenApiDocument,
  expressPath as templateToExpress,
  operationId,
} from '@iq/gateway/src/domain/openapi/openapi-document';
import { operationsOf, schemaChecker, validateOpenApi, type Json } from './openapi-kit';

const document = buildOpenApiDocument() as unknown as Json;
const documented = operationsOf(document);
const key = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;
const find = (op: ApiOperation) => documented.find((d) => key(d) === key(op))!.operation;
const check = schemaChecker(document);
const envelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };

describe('the OpenAPI description generated from the contracts (issue 42)', () => {
  test('validates as OpenAPI 3.1 (@seriousme/openapi-schema-validator)', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(validateOpenApi(document)).toEqual({ valid: true });
  }, 60_000);

  test('the same bytes every build (its ETag holds across restarts)', () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(document));
  });

  test('one operation per call of the tables: unique ids, its service as tag, path parameters both ways', () => {
    expect(documented.map(key).sort()).toEqual(API_OPERATIONS.map(key).sort());
    expect(new Set(API_OPERATIONS.map(key)).size).toBe(API_OPERATIONS.length);
    const ids = documented.map((d) => d.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const problems: string[] = [];
    for (const op of API_OPERATIONS) {
      const operation = find(op);
      if (operation.operationId !== operationId(op)) problems.push(`${key(op)}: operationId`);
      if (operation.tags?.[0] !== op.service) problems.push(`${key(op)}: tag ${operation.tags?.[0]}`);
      const inTemplate = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      if (JSON.stringify(declared.map((p) => p.name).sort()) !== JSON.stringify(inTemplate))
        problems.push(`${key(op)}: path parameters ${declared.map((p) => p.name)} ≠ ${inTemplate}`);
      if (declared.some((p) => !p.required)) problems.push(`${key(op)}: an optional path parameter`);
    }
    expect(problems).toEqual([]);
  });

  test('every example is accepted by its zod contract and by the description', () => {
    const problems: string[] = [];
    const zodCheck = (
      what: string,
      schema: { safeParse(v: unknown): { success: boolean } },
      value: unknown,
    ) => {
      if (!schema.safeParse(value).success) problems.push(`${what}: refused by its contract`);
    };
    for (const op of API_OPERATIONS) {
      const operation = find(op);
      const where = key(op);
      for (const [name, schema] of Object.entries(op.params ?? {}))
        zodCheck(`${where} path ${name}`, schema, op.example.params?.[name]);
      if (op.query) zodCheck(`${where} query`, op.query, op.example.query ?? {});
      if (op.body && op.example.body !== undefined) zodCheck(`${where} body`, op.body, op.example.body);
      if (op.data && op.example.data !== undefined) zodCheck(`${where} data`, op.data, op.example.data);
      for (const parameter of operation.parameters ?? []) {
        if (parameter.required && parameter.example === undefined)
          problems.push(`${where}: ${parameter.in} ${parameter.name} has no example`);
        if (parameter.example !== undefined && !check(parameter.schema)(parameter.example))
          problems.push(`${where}: ${parameter.name}'s example refused by its schema`);
      }
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
        if (media.example !== undefined && !check(media.schema)(media.example))
          problems.push(`${where}: ${type} body example refused by its schema`);
      for (const [status, response] of Object.entries(operation.responses))
        for (const media of Object.values(response.content ?? {}))
          if (media.example !== undefined && !check(media.schema)(media.example))
            problems.push(`${where}: ${status} example refused by its schema`);
      const hasExample =
        op.example.params ||
        op.example.query ||
        op.example.body !== undefined ||
        op.example.data !== undefined;
      // A call without parameters or body still shows a request: nothing to fill in.
      if (
        !hasExample &&
        (op.params || op.query || op.body) &&
        op.bodyTypes?.[0] !== 'application/x-www-form-urlencoded'
      )
        problems.push(`${where}: no example`);
    }
    expect(problems).toEqual([]);
  }, 60_000);

  test('answers: the success envelope with its data, every 4xx/5xx the error envelope with an example', () => {
    const problems: string[] = [];
    for (const op of API_OPERATIONS) {
      const { responses } = find(op);
      const where = key(op);
      const success = responses[String(op.status ?? 200)];
      if (op.succeeds === false) {
        if (success) problems.push(`${where}: documents a success it never gives`);
      } else if (!op.answers) {
        const schema = success?.content?.['application/json']?.schema as
          { properties?: { result?: unknown; data?: unknown }; required?: string[] } | undefined;
        if (JSON.stringify(schema?.properties?.result) !== JSON.stringify({ type: 'number', enum: [200] }))
          problems.push(`${where}: no success envelope`);
        if (!schema?.required?.includes('data') && op.data) problems.push(`${where}: data not required`);
      }
      const statuses = Object.keys(responses).filter((s) => !/^2/.test(s));
      const expected = new Set<string>([...op.errors.map(String), '5XX']);
      if (op.service !== 'gateway' && op.method === 'post') ['403', '413'].forEach((s) => expected.add(s));
      if (
        ABUSE_RULES.some(
          (r) => r.method.toLowerCase() === op.method && r.route === templateToExpress(op.path),
        )
      )
        expected.add('429');
      if (statuses.sort().join() !== [...expected].sort().join())
        problems.push(`${where}: statuses ${statuses} ≠ ${[...expected]}`);
      for (const status of statuses) {
        const json = responses[status]!.content?.['application/json'];
        const page = responses[status]!.content?.['text/html'];
        if (page && op.answers?.errorsToo && op.errors.map(String).includes(status)) continue;
        if (JSON.stringify(json?.schema) !== JSON.stringify(envelopeRef))
          problems.push(`${where}: ${status} is not the error envelope`);
        const example = json?.example as { result?: number } | undefined;
        if (!example || (status !== '5XX' && example.result !== Number(status)))
          problems.push(`${where}: ${status} example ${JSON.stringify(example)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('headers and cookie: Exam-Session and Idempotency-Key where a call reads them, the session cookie where it signs in', () => {
    const problems: string[] = [];
    for (const op of API_OPERATIONS) {
      const operation = find(op);
      const header = (name: string) =>
        operation.parameters?.find((p) => p.in === 'header' && p.name === name);
      if (Boolean(header('Exam-Session')) !== Boolean(op.examSession))
        problems.push(`${key(op)}: Exam-Session`);
      if (op.examSession && header('Exam-Session')!.required !== (op.examSession === 'required'))
        problems.push(`${key(op)}: Exam-Session required?`);
      if (Boolean(header('Idempotency-Key')) !== Boolean(op.idempotencyKey))
        problems.push(`${key(op)}: Idempotency-Key`);
      const security = JSON.stringify(operation.security ?? null);
      const expected =
        { required: '[{"session":[]}]', optional: '[{},{"session":[]}]' }[op.signedIn!] ?? 'null';
      if (security !== expected) problems.push(`${key(op)}: security ${security}`);
    }
    expect(problems).toEqual([]);
    expect((document.components as Json).securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'IQ-session' }),
    });
  });
});

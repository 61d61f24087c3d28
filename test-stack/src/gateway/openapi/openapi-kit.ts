// What the OpenAPI tests (issue 42) share: the validator from npm, the operations of a document,
// the routes of a real Express app, and JSON Schema checks of a document's schemas (Ajv 2020-12,
// the dialect of OpenAPI 3.1).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { Express } from 'express';

export type Json = Record<string, unknown>;
export interface DocumentedOperation {
  method: 'get' | 'post';
  /** The OpenAPI template: /exam/info/{id}. */
  path: string;
  operation: Json & {
    operationId?: string;
    tags?: string[];
    parameters?: Parameter[];
    requestBody?: { content: Record<string, { schema: Json; example?: unknown }> };
    responses: Record<string, { content?: Record<string, { schema: Json; example?: unknown }> }>;
    security?: Record<string, string[]>[];
  };
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Json;
  example?: unknown;
}

/**
 * The validator's verdict (@seriousme/openapi-schema-validator: the OpenAPI 3.1 schema, the
 * schema dialect included). It ships ESM only, so its own command runs in a child process.
 */
export function validateOpenApi(document: unknown): { valid: boolean; errors?: unknown } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iq-openapi-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const cli = path.join(
    path.dirname(require.resolve('@seriousme/openapi-schema-validator/package.json')),
    'bin/validate-api-cli.js',
  );
  try {
    const out = execFileSync(process.execPath, [cli, file], { encoding: 'utf8' });
    return JSON.parse(out) as { valid: boolean };
  } catch (err) {
    const out = (err as { stdout?: string }).stdout ?? '';
    try {
      return JSON.parse(out) as { valid: boolean; errors?: unknown };
    } catch {
      return { valid: false, errors: String(err) };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function operationsOf(document: Json): DocumentedOperation[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, DocumentedOperation['operation']>>;
  return Object.entries(paths).flatMap(([route, item]) =>
    (['get', 'post'] as const).flatMap((method) =>
      item[method] ? [{ method, path: route, operation: item[method] }] : [],
    ),
  );
}

/** `/exam/info/{id}` → `/exam/info/:id`. */
export const expressPath = (template: string): string => template.replace(/\{(\w+)\}/g, ':$1');

/** Every route (method and path) an Express app's routers register, walked from the app itself. */
export function routesOf(app: Express): { method: string; path: string }[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const out = new Map<string, { method: string; path: string }>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route)
        for (const method of Object.keys(layer.route.methods)) {
          const route = { method: method.toUpperCase(), path: layer.route.path };
          out.set(`${route.method} ${route.path}`, route);
        }
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return [...out.values()];
}

/**
 * Ajv for a document's schemas: `$ref`s to its components resolve; formats are not checked
 * (documentation, as `example` is); strict off for the OpenAPI keywords beside JSON Schema's.
 */
export function schemaChecker(document: Json): (schema: Json) => ValidateFunction {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ $id: 'openapi:document', components: document.components ?? {} });
  const compiled = new WeakMap<object, ValidateFunction>();
  const rewrite = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(rewrite)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([key, inner]) => [
              key,
              key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
                ? `openapi:document${inner}`
                : rewrite(inner),
            ]),
          )
        : value;
  return (schema) => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(rewrite(schema) as Json)));
    return validate;
  };
}

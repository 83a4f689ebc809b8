import { z } from 'zod';
import { ENDPOINT_CATALOGUE, type Endpoint, type EndpointBody, ErrorBodySchema } from '@app/contracts';

/** The parts of OpenAPI 3.1 this document uses. */
export type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };
type MediaContent = { content: { 'application/json': { schema: JsonSchema } } };
type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  'x-roles'?: string[];
  parameters?: Parameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string } & Partial<MediaContent>>;
};
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
};

const SESSION_COOKIE = 'session';
const PATH_PARAM = /:([A-Za-z0-9_]+)/g;

/**
 * The OpenAPI 3.1 document of every endpoint in the catalogue, with the JSON Schemas of its zod body, query and
 * response schemas (z.toJSONSchema; what JSON cannot express, such as a transform, is left open). Bodies and
 * queries are described as a client sends them, responses as the server answers.
 */
export function openApiDocument(catalogue: readonly Endpoint[] = ENDPOINT_CATALOGUE, version = '1.0.0'): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of catalogue) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Harbourline API',
      version,
      description: 'The public site and staff admin API of Harbourline Property Management. Staff calls need the session cookie set by POST /api/auth/login.',
    },
    paths,
    components: {
      securitySchemes: {
        [SESSION_COOKIE]: { type: 'apiKey', in: 'cookie', name: 'hl_session', description: 'httpOnly session cookie (`__Host-hl_session` on https)' },
      },
      schemas: { ErrorBody: jsonSchemaOf(ErrorBodySchema, 'output') },
    },
  };
}

/** `/api/admin/users/:id` as OpenAPI writes it: `/api/admin/users/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(PATH_PARAM, '{$1}');
}

function operationOf(endpoint: Endpoint): Operation {
  const isPublic = endpoint.access === 'public';
  const parameters = [...pathParameters(endpoint.path), ...queryParameters(endpoint.query)];
  const errors = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
  return {
    operationId: operationIdOf(endpoint),
    summary: `${endpoint.method} ${endpoint.path}`,
    tags: [endpoint.area],
    security: isPublic ? [] : [{ [SESSION_COOKIE]: [] }],
    ...(isPublic ? {} : { 'x-roles': [...endpoint.access] }),
    ...(parameters.length ? { parameters } : {}),
    ...requestBodyOf(endpoint),
    responses: {
      '2XX': { description: 'Success', ...(endpoint.response ? jsonContent(jsonSchemaOf(endpoint.response, 'output')) : {}) },
      default: errors,
    },
  };
}

function pathParameters(path: string): Parameter[] {
  return [...path.matchAll(PATH_PARAM)].map(([, name]) => ({ name: name ?? '', in: 'path', required: true, schema: { type: 'string' } }));
}

function queryParameters(query: z.ZodType | undefined): Parameter[] {
  if (!query) return [];
  const schema = jsonSchemaOf(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The media type of each kind of body an endpoint accepts (`accepts`, JSON by default). */
const BODY_MEDIA_TYPES: Record<EndpointBody, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** An upload's files are no part of its zod schema, which holds its text fields (or is absent): the body is left open. */
function requestBodyOf(endpoint: Endpoint): Pick<Operation, 'requestBody'> {
  const accepts = endpoint.accepts ?? 'json';
  if (!endpoint.body && accepts !== 'multipart') return {};
  const schema = endpoint.body ? jsonSchemaOf(endpoint.body, 'input') : {};
  return { requestBody: { required: true, content: { [BODY_MEDIA_TYPES[accepts]]: { schema } } } };
}

function jsonContent(schema: JsonSchema): MediaContent {
  return { content: { 'application/json': { schema } } };
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return jsonSchema;
}

/** `GET /api/blog-posts/:slug` -> `getApiBlogPostsBySlug`: unique per method and path. */
function operationIdOf(endpoint: Endpoint): string {
  const words = endpoint.path
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${capitalize(part.slice(1))}` : capitalize(part)));
  return `${endpoint.method.toLowerCase()}${words.join('')}`;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

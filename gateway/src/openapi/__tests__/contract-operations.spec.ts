import * as z from 'zod/mini';
import { defineEndpoint } from '@cf/contracts';
import { contractOperation, openApiPathOf, operationIdOf, securityOf } from '../contract-operations';
import { buildOpenApiDocument } from '../openapi-document';

const approve = defineEndpoint({
  method: 'POST',
  path: 'wallet/transactions/:id/approve',
  access: 'admin',
  context: 'wallet',
  summary: 'Approve a pending withdrawal',
  body: z.object({ note: z.string().check(z.maxLength(500, 'common.invalidFormat')), code: z.string().check(z.regex(/^[0-9]{6}$/)), amount: z.number().check(z.int(), z.minimum(1), z.maximum(10_000_000_000_000)) }),
  idempotencyKey: 'required',
});

describe('OpenAPI operations written from REST contracts', () => {
  it('names the path, the operation and its parameters from the contract', () => {
    expect(openApiPathOf(approve)).toBe('/api/v1/wallet/transactions/{id}/approve');
    expect(operationIdOf(approve)).toBe('postWalletTransactionsIdApprove');
    const operation = contractOperation(approve) as Record<string, any>;
    expect(operation.summary).toBe('Approve a pending withdrawal');
    expect(operation.description).toContain('Administrators only');
    expect(operation.description).toContain('Idempotency-Key');
    expect(operation.tags).toEqual(['wallet']);
    expect(operation.parameters.map((p: { name?: string; $ref?: string }) => p.name ?? p.$ref)).toEqual(['id', 'Idempotency-Key', '#/components/parameters/lng']);
    expect(operation.parameters[0].schema).toMatchObject({ type: 'string', maxLength: 200 });
    expect(operation.parameters[1]).toMatchObject({ in: 'header', required: true });
  });

  it('states the limits the service enforces: lengths (also those a pattern implies), integer bounds and width', () => {
    const schema = (contractOperation(approve) as Record<string, any>).requestBody.content['application/json'].schema;
    expect(schema.properties.note).toMatchObject({ type: 'string', maxLength: 500 });
    expect(schema.properties.code).toMatchObject({ type: 'string', pattern: '^[0-9]{6}$', maxLength: 6 });
    expect(schema.properties.amount).toMatchObject({ type: 'integer', minimum: 1, maximum: 10_000_000_000_000, format: 'int64' });
  });

  it('declares how each operation is reached, and the answers it can give', () => {
    expect(securityOf('public')).toEqual([{}, { bearer: [] }]);
    expect(securityOf('user')).toEqual([{ bearer: [] }]);
    expect(securityOf('admin')).toEqual([{ adminBearer: [] }]);
    expect(Object.keys((contractOperation(approve) as { responses: object }).responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '422', '429', '500', '503']);
    const read = defineEndpoint({ method: 'GET', path: 'campaigns', access: 'public', context: 'campaigns', summary: 'Browse' });
    expect(Object.keys((contractOperation(read) as { responses: object }).responses)).toEqual(['200', '429', '500', '503']);
  });

  it('names the parameters of one URL shape once (GET equity/comments/:campaignId, DELETE equity/comments/:commentId)', () => {
    const list = defineEndpoint({ method: 'GET', path: 'equity/comments/:campaignId', access: 'public', context: 'campaigns', summary: 'Comments' });
    const remove = defineEndpoint({ method: 'DELETE', path: 'equity/comments/:commentId', access: 'user', context: 'campaigns', summary: 'Delete a comment' });
    const document = buildOpenApiDocument([remove, list]);
    expect(Object.keys(document.paths['/api/v1/equity/comments/{campaignId}']).sort()).toEqual(['delete', 'get']);
    expect((document.paths['/api/v1/equity/comments/{campaignId}'].delete as { operationId: string }).operationId).toBe('deleteEquityCommentsCommentId');
  });

  it('[issue 35] publishes an answer schema for every JSON success of the document (the child wallets\' excepted, issue 37)', () => {
    const document = buildOpenApiDocument();
    const bare: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations as Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }>)) {
        const success = operation.responses['200'] ?? operation.responses['201'];
        const json = success?.content?.['application/json'];
        if ((success?.$ref || json === undefined) && !success?.content) bare.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(bare.filter((operation) => !/\/wallet\/.*child/.test(operation))).toEqual([]);
  });
});

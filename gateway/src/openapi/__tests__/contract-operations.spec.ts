import * as z from 'zod/mini';
import { defineEndpoint } from '@cf/contracts';
import { applyContracts, openApiPathOf, operationIdOf, operationsWithoutContract } from '../contract-operations';

const endpoint = defineEndpoint({
  method: 'POST',
  path: 'wallet/transactions/:id/approve',
  access: 'admin',
  context: 'wallet',
  summary: 'Approve a pending withdrawal',
  body: z.object({ note: z.string().check(z.maxLength(500, 'common.invalidFormat')) }),
  idempotencyKey: 'required',
});

describe('OpenAPI operations written from REST contracts', () => {
  it('names the path, the operation and its parameters from the contract', () => {
    expect(openApiPathOf(endpoint)).toBe('/api/v1/wallet/transactions/{id}/approve');
    expect(operationIdOf(endpoint)).toBe('postWalletTransactionsIdApprove');
    const document = applyContracts({ paths: { '/api/v1/wallet/transactions/{id}/approve': { post: { summary: 'from the service' } } } }, [endpoint]);
    const operation = document.paths!['/api/v1/wallet/transactions/{id}/approve'].post as Record<string, any>;
    expect(operation.summary).toBe('Approve a pending withdrawal');
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(operation.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 200 } },
      { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', minLength: 1, maxLength: 200 } },
    ]);
    expect(operation.requestBody.content['application/json'].schema).toMatchObject({ type: 'object', properties: { note: { type: 'string', maxLength: 500 } }, required: ['note'] });
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '403', '429']);
  });

  it('finds the API operations that no contract describes, but those under an exempt prefix', () => {
    const paths = { '/api/v1/wallet/get-user-wallet-detail': { get: {} }, '/api/v1/dev/mailbox': { get: {} }, '/health/live': { get: {} } };
    const document = applyContracts({ paths }, [endpoint]);
    expect(operationsWithoutContract(document, ['dev/'])).toEqual(['GET /api/v1/wallet/get-user-wallet-detail']);
    expect(operationsWithoutContract(document, ['dev/', 'wallet/'])).toEqual([]);
    expect(operationsWithoutContract(document, [])).toEqual(['GET /api/v1/dev/mailbox', 'GET /api/v1/wallet/get-user-wallet-detail']);
  });
});

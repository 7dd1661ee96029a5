import { clientResponseHeaders, upstreamRequestHeaders } from '../forward-headers';

describe('forwarded headers', () => {
  const context = { clientIp: '10.1.2.3', protocol: 'https', host: 'app.crowdfunding.om', correlationId: 'corr-1' };

  it('keeps end-to-end headers (Authorization unchanged) and drops hop-by-hop ones, including those named in Connection', () => {
    const headers = upstreamRequestHeaders(
      {
        authorization: 'Bearer abc',
        'content-type': 'application/json',
        'content-length': '12',
        'accept-language': 'ar',
        connection: 'keep-alive, X-Private',
        'x-private': 'secret',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        te: 'trailers',
        upgrade: 'websocket',
        'proxy-authorization': 'Basic x',
        expect: '100-continue',
        host: 'app.crowdfunding.om',
      },
      context,
    );
    expect(headers).toEqual({
      authorization: 'Bearer abc',
      'content-type': 'application/json',
      'content-length': '12',
      'accept-language': 'ar',
      'x-forwarded-for': '10.1.2.3',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'app.crowdfunding.om',
      'x-correlation-id': 'corr-1',
    });
  });

  it("replaces the client's own forwarding and correlation headers", () => {
    const headers = upstreamRequestHeaders({ 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', forwarded: 'for=6.6.6.6', 'x-correlation-id': 'mine' }, context);
    expect(headers['x-forwarded-for']).toBe('10.1.2.3');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-correlation-id']).toBe('corr-1');
  });

  it('passes response headers back minus hop-by-hop ones, keeping repeated Set-Cookie', () => {
    expect(clientResponseHeaders({ 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'], connection: 'keep-alive', 'keep-alive': 'timeout=72', 'transfer-encoding': 'chunked', 'content-length': '10' })).toEqual({
      'content-type': 'application/json',
      'set-cookie': ['a=1', 'b=2'],
      'content-length': '10',
    });
  });
});

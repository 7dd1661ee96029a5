import { Body, Controller, Module, Post, Req } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parseConfig, platformConfigSchema } from '../../config/platform-config';
import { createServiceApp } from '../create-service-app';

@Controller('echo')
class EchoController {
  @Post()
  echo(@Req() request: { rawBody?: Buffer }, @Body() body: unknown): { raw: string | null; parsed: unknown } {
    return { raw: request.rawBody ? request.rawBody.toString('base64') : null, parsed: body };
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

const config = parseConfig(platformConfigSchema, {
  serviceName: 'echo',
  nodeEnv: 'test',
  port: 0,
  dbUrl: 'sqlite::memory:',
  identityUrl: 'http://127.0.0.1:9',
  logLevel: 'silent',
});

describe('createServiceApp rawBody option', () => {
  const apps: NestFastifyApplication[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const start = async (rawBody?: boolean): Promise<NestFastifyApplication> => {
    const app = await createServiceApp(EchoModule, config, { title: 'echo', rawBody });
    apps.push(app);
    return app;
  };
  // Whitespace, key order and unicode escapes are exactly what a signature covers and JSON.parse loses.
  const payload = '{ "b":1,\n  "a": "\\u00e9t\\u00e9" }';

  it('keeps the exact JSON bytes as request.rawBody when asked, and still parses the body', async () => {
    const app = await start(true);
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(201);
    expect(Buffer.from(res.json().raw, 'base64').toString('utf8')).toBe(payload);
    expect(res.json().parsed).toEqual({ b: 1, a: 'été' });
  });

  it('keeps the exact bytes of a form-encoded body too', async () => {
    const app = await start(true);
    const form = 'amount=1000&note=%C3%A9t%C3%A9+ok';
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(Buffer.from(res.json().raw, 'base64').toString('utf8')).toBe(form);
    expect(res.json().parsed).toEqual({ amount: '1000', note: 'été ok' });
  });

  it('does not keep a copy of the body by default', async () => {
    const app = await start();
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
    expect(res.json()).toEqual({ raw: null, parsed: { b: 1, a: 'été' } });
  });
});

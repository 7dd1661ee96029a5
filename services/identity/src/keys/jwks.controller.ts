import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public, RawResponse } from '@cf/platform';
import { SigningKeysService } from '../core/keys/signing-keys.service';

/** Every service (and the gateway) verifies access tokens against this key set. */
@ApiTags('identity: keys')
@Controller('.well-known')
export class JwksController {
  constructor(private readonly keys: SigningKeysService) {}

  @Public()
  @RawResponse()
  @Header('cache-control', 'public, max-age=300')
  @Get('jwks.json')
  jwks(): Promise<{ keys: unknown[] }> {
    return this.keys.jwks();
  }
}

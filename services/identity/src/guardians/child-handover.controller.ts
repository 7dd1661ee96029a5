import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { childHandoverEndpoint, claimChildAccountEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { EndpointBody, ServeEndpoint } from '@cf/platform';
import { ChildHandoverService } from './child-handover.service';

@ApiTags('identity: guardians and children')
@Controller()
export class ChildHandoverController {
  constructor(private readonly handovers: ChildHandoverService) {}

  @ServeEndpoint(childHandoverEndpoint)
  show(@EndpointBody(childHandoverEndpoint) dto: EndpointParsedBody<typeof childHandoverEndpoint>) {
    return this.handovers.show(dto.token);
  }

  @ServeEndpoint(claimChildAccountEndpoint)
  claim(@EndpointBody(claimChildAccountEndpoint) dto: EndpointParsedBody<typeof claimChildAccountEndpoint>) {
    return this.handovers.claim(dto);
  }
}

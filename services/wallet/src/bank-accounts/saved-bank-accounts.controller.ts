import { Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { deleteBankAccountEndpoint, listBankAccountsEndpoint, saveBankAccountEndpoint, updateBankAccountEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { CurrentUser, EndpointBody, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { SavedBankAccountsService } from './saved-bank-accounts.service';

@ApiTags('wallet: bank accounts')
@ApiBearerAuth()
@Controller()
export class SavedBankAccountsController {
  constructor(private readonly accounts: SavedBankAccountsService) {}

  @ServeEndpoint(listBankAccountsEndpoint)
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.accounts.list(user.id);
  }

  @ServeEndpoint(saveBankAccountEndpoint)
  save(@CurrentUser() user: AuthenticatedUser, @EndpointBody(saveBankAccountEndpoint) body: EndpointParsedBody<typeof saveBankAccountEndpoint>) {
    return this.accounts.save(user.id, body);
  }

  @ServeEndpoint(updateBankAccountEndpoint)
  update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.accounts.makePrimary(user.id, id);
  }

  @ServeEndpoint(deleteBankAccountEndpoint)
  remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.accounts.remove(user.id, id);
  }
}

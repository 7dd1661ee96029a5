import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addTopupEndpoint, cardCheckoutSessionEndpoint, createPreapprovalEndpoint, type EndpointParsedBody, paymobCheckoutEndpoint, preapprovalEndpoint, refreshTopupEndpoint, slipEndpoint, uploadSlipEndpoint } from '@cf/contracts';
import { type AuthenticatedUser, currentContext, CurrentUser, EndpointBody, RawResponse, ServeEndpoint, ValidationFailedError, fileReplyHeaders } from '@cf/platform';
import { BankTransferSlipsService, type UploadedSlip } from './bank-transfer-slips.service';
import { TopupService } from './topup.service';

const language = () => currentContext()?.language ?? 'ar';

@ApiTags('wallet: top-up')
@ApiBearerAuth()
@Controller()
export class TopupController {
  constructor(
    private readonly topups: TopupService,
    private readonly slips: BankTransferSlipsService,
  ) {}

  /** A7.10 POST wallet/wallet-preapproval: the amount to top up, checked against the limits (A5.11). */
  @ServeEndpoint(createPreapprovalEndpoint)
  createPreapproval(@CurrentUser() user: AuthenticatedUser, @EndpointBody(createPreapprovalEndpoint) dto: EndpointParsedBody<typeof createPreapprovalEndpoint>) {
    return this.topups.createPreapproval(user, dto.amount, dto.currencyId ?? undefined, dto.childId);
  }

  /** A7.10 GET wallet/wallet-preapproval/:id */
  @ServeEndpoint(preapprovalEndpoint)
  getPreapproval(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.topups.getPreapproval(user, id);
  }

  /** A7.10 POST wallet/add-wallet-topup: the transaction (status 1) and the provider's checkout. */
  @ServeEndpoint(addTopupEndpoint)
  addTopup(@CurrentUser() user: AuthenticatedUser, @EndpointBody(addTopupEndpoint) dto: EndpointParsedBody<typeof addTopupEndpoint>) {
    return this.topups.addTopup(user, dto.preapprovalId, dto.paymentMethod, language());
  }

  /** A7.10 card-provider alias: POST equity/payment-gateway/wallet-checkout-session {preapprovalId}. */
  @ServeEndpoint(cardCheckoutSessionEndpoint)
  checkoutSession(@CurrentUser() user: AuthenticatedUser, @EndpointBody(cardCheckoutSessionEndpoint) dto: EndpointParsedBody<typeof cardCheckoutSessionEndpoint>) {
    return this.topups.addTopup(user, dto.preapprovalId, 'sandbox_card', language());
  }

  /** A7.10 regional card provider alias: POST equity/paymob-payment/get-wallet-checkout-url {preapprovalId}. */
  @ServeEndpoint(paymobCheckoutEndpoint)
  paymobCheckout(@CurrentUser() user: AuthenticatedUser, @EndpointBody(paymobCheckoutEndpoint) dto: EndpointParsedBody<typeof paymobCheckoutEndpoint>) {
    return this.topups.addTopup(user, dto.preapprovalId, 'paymob', language());
  }

  /** A7.10 PATCH wallet/update-wallet-topup/:preapprovalId: where the top-up stands (asks the provider if needed). */
  @ServeEndpoint(refreshTopupEndpoint)
  refresh(@CurrentUser() user: AuthenticatedUser, @Param('preapprovalId') preapprovalId: string) {
    return this.topups.refresh(user, preapprovalId);
  }

  /** Bank transfer: the slip (multipart field `slip`, PDF/JPG/PNG ≤ 5 MB); the top-up then waits for an administrator. */
  @ApiConsumes('multipart/form-data')
  @ServeEndpoint(uploadSlipEndpoint)
  async uploadSlip(@CurrentUser() user: AuthenticatedUser, @Param('transactionId') transactionId: string, @Req() request: FastifyRequest) {
    return this.slips.upload(user, transactionId, await readSlip(request));
  }

  /** The slip of one of the user's own transactions (administrators: any). */
  @RawResponse()
  @ServeEndpoint(slipEndpoint)
  async slip(@CurrentUser() user: AuthenticatedUser, @Param('transactionId') transactionId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const slip = await this.slips.read(user, transactionId);
    fileReplyHeaders(reply, slip.contentType, 'private');
    return slip.bytes;
  }
}

/** The `slip` file of a multipart body, or null; a file over the size limit comes back `truncated`. */
export async function readSlip(request: FastifyRequest): Promise<UploadedSlip | null> {
  const multipartRequest = request as FastifyRequest & { isMultipart?: () => boolean; file?: () => Promise<MultipartFile | undefined> };
  if (!multipartRequest.isMultipart?.() || !multipartRequest.file) throw ValidationFailedError.single('slip', 'wallet.slipRequired');
  let file: MultipartFile | undefined;
  try {
    file = await multipartRequest.file();
  } catch {
    throw ValidationFailedError.single('slip', 'wallet.slipRequired');
  }
  if (!file || file.fieldname !== 'slip') {
    if (file) file.file.resume();
    return null;
  }
  try {
    const bytes = await file.toBuffer();
    return { bytes, truncated: file.file.truncated === true };
  } catch (error) {
    // @fastify/multipart throws when the file passes `limits.fileSize`.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return { bytes: Buffer.alloc(0), truncated: true };
    throw error;
  }
}

interface MultipartFile {
  fieldname: string;
  file: NodeJS.ReadableStream & { truncated?: boolean; resume(): void };
  toBuffer(): Promise<Buffer>;
}

import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_PROOF_MAX_BYTES, type EndpointParsedBody, type ListPage, type OfflineRepaymentRequestView, type OfflineRepaymentStatus, type ownerOfflineRepaymentEndpoint, type recordOfflineRepaymentEndpoint } from '@cf/contracts';
import { AppError, clampLimit, Clock, decodeDocumentDataUrl, listPage, FileAreas, StoredFiles, Transactions, type AuthenticatedUser, type StoredFileBytes } from '@cf/platform';
import type { RepaymentsConfig } from '../config/env';
import { REPAYMENTS_CONFIG } from '../repayments.tokens';
import type { OfflineRequestRow } from '../core/entities/offline-request.entity';
import { OfflineRequestsRepository } from '../core/offline-requests.repository';
import { RepaymentCampaignsRepository } from '../core/repayment-campaigns.repository';
import { ScheduleRowsRepository } from '../core/schedule-rows.repository';
import { PaymentsService } from './payments.service';

/**
 * C1.3, C6.4: repayments an owner paid outside the platform (a transfer to its bank account), under
 * four eyes. One administrator records it with the bank's reference: its amount is set aside on the
 * row at once (the row's conditional UPDATE, as for any payment). Another approves it — it becomes the
 * payment of the same id, taken from the bank transfers' clearing account into the repayment escrow
 * and distributed — or declines it with a reason, which frees the amount. The owner may report one
 * too, with the transfer's proof (C7.4 upload-user-contact, ADR 0028): then one administrator, never
 * the owner, decides it.
 */
@Injectable()
export class OfflineRepaymentsService {
  private readonly proofs: StoredFiles;

  constructor(
    private readonly offline: OfflineRequestsRepository,
    private readonly rows: ScheduleRowsRepository,
    private readonly campaigns: RepaymentCampaignsRepository,
    private readonly paying: PaymentsService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    files: FileAreas,
    @Inject(REPAYMENTS_CONFIG) config: RepaymentsConfig,
  ) {
    this.proofs = new StoredFiles(files, 'repayments/proofs', join(config.dataDir, 'uploads', 'repayments'));
  }

  async record(admin: AuthenticatedUser, body: EndpointParsedBody<typeof recordOfflineRepaymentEndpoint>): Promise<OfflineRepaymentRequestView> {
    return this.open(admin, 'admin', body, null);
  }

  /** The owner's report: their row only, with the transfer's proof stored before the request exists. */
  async report(owner: AuthenticatedUser, body: EndpointParsedBody<typeof ownerOfflineRepaymentEndpoint>): Promise<OfflineRepaymentRequestView> {
    const row = await this.rows.find(body.rowId);
    const campaign = row ? await this.campaigns.find(row.campaignId) : null;
    if (!row || !campaign || campaign.ownerId !== owner.id) throw AppError.notFound('repayments.rowNotFound');
    // A retry answers the report already made, without storing its proof again.
    const earlier = await this.offline.find(body.requestId);
    if (earlier) return this.open(owner, 'owner', body, earlier.proofKey);
    const proof = decodeDocumentDataUrl(body.proof, 'proof', PAYMENT_PROOF_MAX_BYTES, { invalid: 'repayments.proofInvalid', tooLarge: 'repayments.proofTooLarge' });
    const proofKey = await this.proofs.save(proof.bytes, proof.extension);
    try {
      const view = await this.open(owner, 'owner', body, proofKey);
      // Another report of the same id won the insert: its proof is the one on file.
      if ((await this.offline.find(body.requestId))?.proofKey !== proofKey) await this.proofs.remove(proofKey);
      return view;
    } catch (error) {
      await this.proofs.remove(proofKey);
      throw error;
    }
  }

  async proof(id: string): Promise<StoredFileBytes> {
    const request = await this.offline.find(id);
    const file = request?.proofKey ? await this.proofs.read(request.proofKey) : null;
    if (!file) throw AppError.notFound('repayments.proofNotFound');
    return file;
  }

  private async open(maker: AuthenticatedUser, reportedBy: OfflineRequestRow['reportedBy'], body: EndpointParsedBody<typeof recordOfflineRepaymentEndpoint>, proofKey: string | null): Promise<OfflineRepaymentRequestView> {
    const row = await this.rows.find(body.rowId);
    const campaign = row ? await this.campaigns.find(row.campaignId) : null;
    if (!row || !campaign || campaign.outcome !== 'successful') throw AppError.notFound('repayments.rowNotFound');
    const request: OfflineRequestRow = {
      id: body.requestId,
      rowId: row.id,
      campaignId: row.campaignId,
      amount: body.amount,
      reference: body.reference,
      note: body.note || null,
      status: 'awaiting_approval',
      makerId: maker.id,
      reportedBy,
      proofKey,
      checkerId: null,
      declineReason: null,
      createdAt: this.clock.nowIso(),
      decidedAt: null,
    };
    const same = (r: OfflineRequestRow | null) => r !== null && r.rowId === request.rowId && r.amount === request.amount && r.makerId === maker.id;
    const inserted = await this.transactions.run(async () => {
      if (!(await this.offline.insert(request))) return false;
      if (!(await this.rows.reserve(row.id, body.amount))) await this.paying.refuseAmount(row.id, campaign.currency);
      return true;
    });
    // A retry of the same request answers it; the id reused for another is refused.
    if (!inserted && !same(await this.offline.find(request.id))) throw AppError.conflict('repayments.paymentIdTaken');
    return this.view(request.id);
  }

  async list(status: OfflineRepaymentStatus | undefined, limit: string | undefined): Promise<ListPage<OfflineRepaymentRequestView>> {
    const { rows, total } = await this.offline.withStatus(status ?? 'awaiting_approval', clampLimit(limit, 10, 200));
    return listPage(await Promise.all(rows.map((r) => this.view(r.id))), total);
  }

  async approve(admin: AuthenticatedUser, id: string): Promise<OfflineRepaymentRequestView> {
    const request = await this.offline.find(id);
    if (!request) throw AppError.notFound('repayments.offlineNotFound');
    if (request.status === 'declined') throw AppError.conflict('repayments.offlineNotAwaiting');
    if (request.status === 'awaiting_approval' && request.makerId === admin.id) throw AppError.conflict('repayments.makerCannotDecide');
    await this.paying.approveOffline(request, admin);
    return this.view(id);
  }

  async decline(admin: AuthenticatedUser, id: string, reason: string): Promise<OfflineRepaymentRequestView> {
    const request = await this.offline.find(id);
    if (!request) throw AppError.notFound('repayments.offlineNotFound');
    if (request.status === 'awaiting_approval' && request.makerId === admin.id) throw AppError.conflict('repayments.makerCannotDecide');
    await this.transactions.run(async () => {
      if (!(await this.offline.decide(id, 'declined', { checkerId: admin.id, declineReason: reason.trim() }, this.clock.nowIso()))) throw AppError.conflict('repayments.offlineNotAwaiting');
      await this.rows.release(request.rowId, request.amount);
    });
    return this.view(id);
  }

  private async view(id: string): Promise<OfflineRepaymentRequestView> {
    const request = (await this.offline.find(id))!;
    const [row, campaign] = await Promise.all([this.rows.find(request.rowId), this.campaigns.find(request.campaignId)]);
    return {
      id: request.id,
      rowId: request.rowId,
      repaymentNumber: row!.repaymentNumber,
      campaignId: request.campaignId,
      campaignName: campaign!.campaignName,
      currency: campaign!.currency,
      amount: request.amount,
      reference: request.reference,
      note: request.note,
      status: request.status,
      makerId: request.makerId,
      checkerId: request.checkerId,
      declineReason: request.declineReason,
      payment: request.status === 'approved' ? await this.paying.view(request.id).catch(() => null) : null,
      reportedBy: request.reportedBy,
      hasProof: request.proofKey !== null,
      createdAt: request.createdAt,
      decidedAt: request.decidedAt,
    };
  }
}

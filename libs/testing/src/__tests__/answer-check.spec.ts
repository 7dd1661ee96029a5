import { checkAnswerAgainstContract } from '../answer-check';

const envelope = (data: unknown) => ({ status: 'success', data: { data } });

describe('checking a served answer against its contract (issue 35)', () => {
  it('lets an answer through that matches the answer schema of the contract its path reaches', () => {
    expect(() => checkAnswerAgainstContract('POST', '/api/v1/user-notifications/read-all?lng=en', 200, envelope({ updated: 3 }))).not.toThrow();
  });

  it('fails on an answer that does not match, naming the field', () => {
    expect(() => checkAnswerAgainstContract('POST', '/api/v1/user-notifications/read-all', 200, envelope({ updated: 'three' }))).toThrow(/read-all.*\n\s+updated:/);
  });

  it('finds the contract behind path parameters and checks a list page with its extra fields', () => {
    const notification = { id: 'n1', notificationType: 'walletTopup', isRead: false, readAt: null, createdAt: '2026-11-27T00:00:00.000Z', walletTransactionId: { amount: 1500 } };
    expect(() => checkAnswerAgainstContract('PATCH', '/api/v1/user-notifications/n1', 200, envelope(notification))).not.toThrow();
    expect(() => checkAnswerAgainstContract('GET', '/api/v1/user-notifications', 200, envelope({ docs: [notification], totalCount: 1, displayLoadMore: false }))).toThrow(/unreadCount/);
  });

  it('leaves failures, paths without a contract and contracts without an answer schema alone', () => {
    expect(() => checkAnswerAgainstContract('POST', '/api/v1/user-notifications/read-all', 400, { status: 'fail', message: 'x' })).not.toThrow();
    expect(() => checkAnswerAgainstContract('GET', '/api/v1/dev/mailbox', 200, envelope([]))).not.toThrow();
    expect(() => checkAnswerAgainstContract('GET', '/health', 200, { status: 'ok' })).not.toThrow();
  });
});

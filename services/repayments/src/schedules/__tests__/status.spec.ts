import { rowStanding } from '../domain/status';

const row = { expectedDate: '2027-03-31', totalRepayment: 1_000_000, paid: 0, paidDate: null, writtenOff: false };

describe('[C4.16] schedule row status and timing on a given day', () => {
  it('upcoming, then awaiting within 14 days of the due date', () => {
    expect(rowStanding(row, '2027-01-01')).toMatchObject({ repaymentStatus: 'upcoming_payment', paymentStatus: 'upcoming', delayDays: 0 });
    expect(rowStanding(row, '2027-03-20')).toMatchObject({ repaymentStatus: 'awaiting_payment', paymentStatus: 'awaiting' });
    expect(rowStanding(row, '2027-03-31')).toMatchObject({ repaymentStatus: 'awaiting_payment', paymentStatus: 'awaiting' });
  });

  it('overdue and late after the due date, counting delay days; partially paid when something came; not paid past 90 days, defaulted', () => {
    expect(rowStanding(row, '2027-04-10')).toMatchObject({ repaymentStatus: 'overdue', paymentStatus: 'late', delayDays: 10, defaultRatio: 0 });
    expect(rowStanding({ ...row, paid: 250_000, paidDate: '2027-04-02' }, '2027-04-10')).toMatchObject({ repaymentStatus: 'partially_paid', paymentStatus: 'late', receivedPercent: 25, remainingPercent: 75 });
    expect(rowStanding({ ...row, paid: 250_000 }, '2027-08-01')).toMatchObject({ repaymentStatus: 'partially_paid', paymentStatus: 'not_paid', delayDays: 123, defaultRatio: 75 });
  });

  it('fully paid: early, on time or late by the day it was completed', () => {
    const paid = { ...row, paid: 1_000_000 };
    expect(rowStanding({ ...paid, paidDate: '2027-03-01' }, '2027-05-01')).toMatchObject({ repaymentStatus: 'fully_paid', paymentStatus: 'early', delayDays: 0, receivedPercent: 100, remainingPercent: 0 });
    expect(rowStanding({ ...paid, paidDate: '2027-03-31' }, '2027-05-01')).toMatchObject({ paymentStatus: 'on_time' });
    expect(rowStanding({ ...paid, paidDate: '2027-04-05' }, '2027-05-01')).toMatchObject({ paymentStatus: 'late', delayDays: 5 });
  });

  it('written off: not paid, what was outstanding defaulted', () => {
    expect(rowStanding({ ...row, paid: 400_000, writtenOff: true }, '2027-04-02')).toMatchObject({ repaymentStatus: 'written_off', paymentStatus: 'not_paid', defaultRatio: 60 });
  });
});

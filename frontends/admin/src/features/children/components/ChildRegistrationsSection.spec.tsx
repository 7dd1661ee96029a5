import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildRegistrationView } from '@cf/contracts/rest';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ADMIN_ME, fail, ok, page, paramsOf, setup, signIn } from '../../../shared/test-helpers';
import ChildRegistrationsSection from './ChildRegistrationsSection';

const registration = (extra: Partial<ChildRegistrationView> = {}): ChildRegistrationView => ({
  id: 'c1',
  guardianId: 'g1',
  status: 'UNDER-REVIEW',
  signatureState: 'confirmed',
  accountHolderName: 'Huda Al Siyabi',
  guardianType: 'mother',
  guardianFullName: 'Huda Al Siyabi',
  guardianFullNameAr: 'هدى السيابية',
  guardianEmail: 'huda@example.om',
  guardianPhone: '+96891234567',
  guardianDocumentType: 'passport',
  relationshipDocumentType: 'marriage-certificate',
  birthCertificateNumber: '••••0042',
  childEmail: null,
  childFirstName: 'Maryam',
  childMiddleName: null,
  childLastName: 'Al Harthy',
  childFirstNameAr: 'مريم',
  childMiddleNameAr: null,
  childLastNameAr: 'الحارثي',
  dateOfBirth: '2017-03-04',
  age: 9,
  adultOn: '2035-03-04',
  gender: 'female',
  nationalId: '••••5678',
  referenceId: null,
  motherIdType: 'id-card',
  motherIdNumber: '••••4321',
  images: [],
  missing: [],
  phoneMasked: null,
  codeExpiresAt: null,
  resendAt: null,
  signedAt: '2026-11-20T08:00:00Z',
  agreementSha256: 'a'.repeat(64),
  signatureRejectReason: null,
  declineReason: null,
  createdAt: '2026-11-20T07:00:00Z',
  submittedAt: '2026-11-20T08:00:00Z',
  decidedAt: null,
  ...extra,
});
const FULL = registration({
  nationalId: '12345678',
  birthCertificateNumber: 'BC-2017-0042',
  motherIdNumber: '87654321',
  images: [{ slot: 'birth-certificate', url: '/api/v1/files/x?sig=1', expiresAt: '2026-11-20T09:00:00Z', width: 800, height: 600, uploadedAt: '2026-11-20T07:30:00Z' }],
});

describe('ChildRegistrationsSection (admin)', () => {
  beforeEach(signIn);

  it('[A1.1][A4.3] lists the registrations under review, numbers masked, and opens one in full (the view is what the service audits)', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET child-account-verification/admin/list': page([registration()]),
      'GET child-account-verification/admin/c1': ok(FULL),
    });
    await renderPage(<ChildRegistrationsSection />, { route: '/admin?section=children', setup });
    const row = (await screen.findByRole('rowheader', { name: 'Maryam Al Harthy' })).closest('tr')!;
    expect(within(row).getByText('Under review')).toBeInTheDocument();
    expect(paramsOf(calls.find((c) => c.url.includes('admin/list'))!.url).get('status')).toBe('UNDER-REVIEW');
    expect(calls.some((c) => c.url.includes('admin/c1'))).toBe(false);

    await userEvent.click(within(row).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Child registration of Maryam Al Harthy' });
    expect(await within(dialog).findByText('12345678')).toBeInTheDocument();
    expect(within(dialog).getByText('BC-2017-0042')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Birth certificate' })).toBeInTheDocument();
    expect(within(dialog).getByText('Mother')).toBeInTheDocument();
  });

  it('[A8.5] declining needs a reason the guardian reads; the reason is sent', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET child-account-verification/admin/list': page([registration()]),
      'GET child-account-verification/admin/c1': ok(FULL),
      'POST child-account-verification/admin/c1/decision': ok(registration({ status: 'DECLINED', declineReason: 'Unreadable' })),
    });
    await renderPage(<ChildRegistrationsSection />, { route: '/admin?section=children', setup });
    await userEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline with this reason' }));
    expect(await within(dialog).findByText('Please give the reason')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Unreadable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline with this reason' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'decline', reason: 'Unreadable' }));
    expect(await screen.findByText('The registration was declined')).toBeInTheDocument();
  });

  it('[A4.9] sends the signature back with a reason; a refused call shows its message', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET child-account-verification/admin/list': page([registration()]),
      'GET child-account-verification/admin/c1': ok(FULL),
      'POST child-account-verification/admin/c1/reject-signature': fail(409, 'The registration is no longer under review'),
    });
    await renderPage(<ChildRegistrationsSection />, { route: '/admin?section=children', setup });
    await userEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reject the signature' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why the signature/ }), 'Does not match the passport');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back for a new signature' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Does not match the passport' }));
    expect(await screen.findByText('The registration is no longer under review')).toBeInTheDocument();
  });

  it('[A1.1] says so when nothing waits, in Arabic', async () => {
    mockApi({ 'GET users/me': ok(ADMIN_ME), 'GET child-account-verification/admin/list': page([]) });
    await renderPage(<ChildRegistrationsSection />, { route: '/admin?section=children', setup, language: 'ar' });
    expect(await screen.findByText('لا يوجد تسجيل طفل بانتظار المراجعة.')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { describeStaffAction } from './describe-action';

describe('describeStaffAction', () => {
  it.each([
    ['user_created', { email: 'new@customers.test' }, 'Created new@customers.test'],
    ['status_changed', { from: 'Active', to: 'Suspended' }, 'Active to Suspended'],
    ['status_changed', { from: null, to: 'Inactive' }, 'No status to Inactive'],
    [
      'credits_adjusted',
      { kind: 'purchase', credits: 3, amountPaidCents: 12000, reason: 'Pack of 3' },
      '+3 credits purchased ($120.00): Pack of 3',
    ],
    ['credits_adjusted', { kind: 'adjustment', credits: -1, reason: 'Correction' }, '-1 credit: Correction'],
    [
      'order_status_changed',
      { orderId: '62d8f0b5-0000-4000-8000-000000000c09', from: 'Submitted', to: 'In review' },
      'Order 62D8F0B5: Submitted to In review',
    ],
    [
      'report_published',
      { orderId: '7d2a9f31-0000-4000-8000-000000000c06', version: 2 },
      'Order 7D2A9F31: version 2 published',
    ],
    [
      'export_made',
      { view: 'users', filters: { status: 'Active', sort: 'newest', search: '' }, rows: 1200 },
      'Exported 1,200 rows of users (status: Active, sort: newest)',
    ],
    ['export_made', { view: 'role_audit', filters: {}, rows: 1 }, 'Exported 1 row of the role audit log'],
    [
      'mfa_enrolled',
      { factor_type: 'totp', friendly_name: 'Authenticator app' },
      'Set up an authenticator (Authenticator app)',
    ],
    ['mfa_reset', { factors: 1 }, 'Removed 1 authenticator'],
    ['mfa_reset', {}, 'Removed the authenticators'],
    ['mfa_approved', { factors: 1, factorIds: ['00000000-0000-4000-8000-00000000f101'] }, 'Approved 1 authenticator'],
    ['mfa_approved', {}, 'Approved the authenticators'],
    [
      'report_reviewed',
      {
        orderId: '7d2a9f31-0000-4000-8000-000000000c06',
        version: 2,
        reviews: 5,
        verified: 2,
        edited: 1,
        rejected: 1,
        added: 1,
      },
      'Order 7D2A9F31: version 2 reviewed: 2 verified, 1 edited, 1 rejected, 1 added',
    ],
    ['report_reviewed', { version: 1 }, 'Order : version 1 reviewed'],
    [
      'report_published',
      {
        orderId: '7d2a9f31-0000-4000-8000-000000000c06',
        version: 2,
        override: {
          reason: 'Credit accepted the open condition.',
          contradictions: ['Flag S1 (No record) is High, but the overall risk is Medium.', 'Another.'],
        },
      },
      'Order 7D2A9F31: version 2 published despite 2 contradictions. Override: Credit accepted the open condition.',
    ],
    ['report_published', { version: 1, override: {} }, 'Order : version 1 published despite its contradictions'],
    [
      'sos_checked',
      { orderId: '7d2a9f31-0000-4000-8000-000000000c06', state: 'Georgia', outcome: 'found', candidates: 3 },
      'Order 7D2A9F31: Georgia checked, 3 registrations found',
    ],
    [
      'sos_checked',
      { orderId: '7d2a9f31-0000-4000-8000-000000000c06', state: 'South Carolina', outcome: 'not_found', candidates: 0 },
      'Order 7D2A9F31: South Carolina checked, not found',
    ],
    [
      'order_assigned',
      {
        orderId: '7d2a9f31-0000-4000-8000-000000000c06',
        from: null,
        to: '00000000-0000-4000-8000-000000000002',
        toEmail: 'moderator@demo.test',
      },
      'Order 7D2A9F31 assigned to moderator@demo.test',
    ],
    ['order_assigned', { orderId: '7d2a9f31-0000-4000-8000-000000000c06', to: null }, 'Order 7D2A9F31 unassigned'],
    [
      'report_published',
      {
        orderId: '1b7f3a52-0000-4000-8000-000000000c04',
        version: 2,
        signoff: { makerEmail: 'admin@demo.test', checkerEmail: 'moderator@demo.test' },
      },
      'Order 1B7F3A52: version 2 published, approved by moderator@demo.test',
    ],
    [
      'report_published',
      {
        orderId: '1b7f3a52-0000-4000-8000-000000000c04',
        version: 2,
        signoff: { withoutApproval: 'The checker is away.' },
      },
      'Order 1B7F3A52: version 2 published. Without approval: The checker is away.',
    ],
    [
      'report_published',
      {
        orderId: '1b7f3a52-0000-4000-8000-000000000c04',
        version: 2,
        override: { reason: 'Credit accepted it.', contradictions: ['One.'] },
        signoff: { withoutApproval: 'The checker is away.' },
      },
      'Order 1B7F3A52: version 2 published despite 1 contradiction. Override: Credit accepted it. Without approval: The checker is away.',
    ],
    [
      'approval_asked',
      {
        orderId: '1b7f3a52-0000-4000-8000-000000000c04',
        draftVersion: 3,
        checker: '00000000-0000-4000-8000-000000000002',
        checkerEmail: 'moderator@demo.test',
      },
      'Order 1B7F3A52: draft version 3 sent to moderator@demo.test for approval',
    ],
    [
      'field_questioned',
      {
        orderId: '1b7f3a52-0000-4000-8000-000000000c04',
        field: 'entityName',
        label: 'Legal name',
        question: 'Which spelling?',
      },
      'Order 1B7F3A52: Legal name questioned: Which spelling?',
    ],
    [
      'question_answered',
      {
        orderId: '1b7f3a52-0000-4000-8000-000000000c04',
        field: 'entityName',
        label: 'Legal name',
        answer: 'The agreement’s.',
      },
      'Order 1B7F3A52: question on Legal name answered: The agreement’s.',
    ],
    [
      'draft_approved',
      { orderId: '1b7f3a52-0000-4000-8000-000000000c04', draftVersion: 3, note: null },
      'Order 1B7F3A52: draft version 3 approved',
    ],
    [
      'draft_sent_back',
      { orderId: '1b7f3a52-0000-4000-8000-000000000c04', draftVersion: 3, note: 'Page 4 is missing.' },
      'Order 1B7F3A52: draft version 3 sent back: Page 4 is missing.',
    ],
    [
      'field_decisions_saved',
      {
        orderId: '7d2a9f31-0000-4000-8000-000000000c06',
        draftVersion: 4,
        verified: [
          { field: 'entityName', label: 'Entity legal name' },
          { field: 'formationState', label: 'Formation state' },
        ],
        rejected: [{ field: 'registeredAgent', label: 'registeredAgent' }],
        edited: [{ field: 'ownership.0.percentage', label: 'ownership.0.percentage' }],
      },
      'Order 7D2A9F31: draft version 4 saved: verified Entity legal name, Formation state; edited Owner 1 percentage; rejected Registered agent',
    ],
    [
      'field_decisions_saved',
      { orderId: '7d2a9f31-0000-4000-8000-000000000c06', draftVersion: 1, drafted: [{ field: 'purpose' }, 'x', null] },
      'Order 7D2A9F31: draft version 1 saved: drafted Purpose',
    ],
    ['field_decisions_saved', { draftVersion: 2, verified: 'all' }, 'Order : draft version 2 saved'],
  ] as const)('%s %j reads "%s"', (action, details, expected) => {
    expect(describeStaffAction({ action, details })).toBe(expected);
  });

  it('leaves out what it does not understand instead of failing', () => {
    expect(describeStaffAction({ action: 'export_made', details: { view: 42, filters: 'x' } })).toBe(
      'Exported rows of a list',
    );
    expect(describeStaffAction({ action: 'credits_adjusted', details: {} })).toBe('0 credits');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { adminUsersContract } from './admin-users.contract';
import { assignmentContract } from './assignment.contract';
import { authContract } from './auth.contract';
import { creditCheckoutContract } from './credit-checkout.contract';
import { creditsContract } from './credits.contract';
import { documentReadingsContract } from './document-readings.contract';
import { escalationsContract } from './escalations.contract';
import { fieldHistoryContract } from './field-history.contract';
import { headCountsContract } from './head-counts.contract';
import { loanSearchContract } from './loan-search.contract';
import { losHandoffsContract } from './los-handoffs.contract';
import { ordersContract } from './orders.contract';
import { profilesContract } from './profiles.contract';
import { reportApprovalsContract } from './report-approvals.contract';
import { reportDraftsContract } from './report-drafts.contract';
import { reportChecksContract } from './report-checks.contract';
import { reportsContract } from './reports.contract';
import { reviewsContract } from './reviews.contract';
import { requestsContract } from './requests.contract';
import { rolesContract } from './roles.contract';
import { staffAuditContract } from './staff-audit.contract';
import { mfaContract } from './mfa.contract';
import { staffListsContract } from './staff-lists.contract';
import { statusMailsContract } from './status-mails.contract';
import { sosLookupsContract } from './sos-lookups.contract';
import { wireParityContract } from './wire-parity.contract';
import { contractContext, type ContractCapabilities, type ContractHarness } from './support';

export type { ContractCapabilities, ContractHarness } from './support';

/**
 * The port's one behaviour suite, run by each adapter through its harness (see ./support). Split by
 * capability, so a rule is easy to find: auth, roles, profiles, admin user creation, requests and orders,
 * the order lifecycle, the credit ledger, reports, and the staff lists.
 */
export function backendContract(name: string, capabilities: ContractCapabilities, harness: ContractHarness): void {
  const context = contractContext(capabilities, harness);
  describe(`BackendAdapter contract: ${name}`, () => {
    beforeEach(async () => {
      await harness.reset();
    });

    describe('declared capabilities', () => {
      it('lists what this adapter cannot exercise in tests (skipped tests name the capability)', () => {
        expect(capabilities).toEqual({
          clock: expect.any(Boolean),
          outbox: expect.any(Boolean),
          sessionCopy: expect.any(Boolean),
          noAiReaderKey: expect.any(Boolean),
          sosSandbox: expect.any(Boolean),
        });
      });
    });

    authContract(context);
    rolesContract(context);
    profilesContract(context);
    adminUsersContract(context);
    requestsContract(context);
    ordersContract(context);
    loanSearchContract(context);
    assignmentContract(context);
    creditsContract(context);
    creditCheckoutContract(context);
    reportsContract(context);
    losHandoffsContract(context);
    escalationsContract(context);
    reportChecksContract(context);
    documentReadingsContract(context);
    reviewsContract(context);
    reportDraftsContract(context);
    reportApprovalsContract(context);
    fieldHistoryContract(context);
    staffListsContract(context);
    headCountsContract(context);
    statusMailsContract(context);
    staffAuditContract(context);
    mfaContract(context);
    sosLookupsContract(context);
    wireParityContract(context);
  });
}

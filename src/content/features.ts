import { brand } from './brand';
import { claims } from './claims';

/** Copy for /features: six feature cards and the entity types. */
export const featuresPage = {
  meta: {
    title: 'Features',
    description: `What ${brand.productName} checks in every entity report: ownership, management authority, signature blocks, Secretary of State status, risk flags and mitigations, across six entity types.`,
  },
  title: 'Everything a lender needs to know about the borrowing entity',
  lead: 'Each report answers the same questions your credit and closing teams ask today, in the same order, with the source of every answer.',
  cards: [
    {
      title: 'Document reading, not data lookup',
      body: 'The service reads the governing documents themselves: operating agreements, bylaws, partnership agreements, certifications of trust and their amendments. Registry data tells you an entity exists; the documents tell you who may bind it.',
    },
    {
      title: 'Ownership and control mapped',
      body: 'Owners are listed with the percentages, units or shares the documents state and checked to total 100%. Managers, directors, officers, general partners and trustees are named with the clause that appoints them.',
    },
    {
      title: 'Suggested signature blocks',
      body: `A signature block for the entity type and management structure, using the exact registered name, including nested blocks when the manager or general partner is itself an entity. ${claims.signatureAlignment.statement}`,
    },
    {
      title: 'Secretary of State status check',
      body: 'Status in the formation state, and in the property state when it differs, showing the state’s own wording next to a plain reading of what it means for closing, with the time of the check.',
    },
    {
      title: 'Risk flags with mitigations',
      body: 'Missing consents, unsigned agreements, absent amendments, name mismatches, trustee power gaps and more, each rated Low, Medium or High with the step that clears it before closing.',
    },
    {
      title: 'Legal review when you need it',
      body: 'Escalate a report to a partner law firm from the portal. The firm receives the report and documents, and the report fee is credited back to your account.',
    },
  ],
  entityTypesTitle: 'Entity types we review',
  entityTypesLead: 'One report format across six entity types, with the checks that matter for each.',
  deliveryTitle: 'How reports reach your team',
  delivery: [
    {
      title: 'Customer portal',
      body: 'Order, track and download reports, and escalate to legal review, from one place.',
    },
    {
      title: 'Email delivery',
      body: 'Reports can be sent to a shared mailbox or directly into your loan origination system by email.',
    },
    {
      title: 'Structured data packet',
      body: 'Report fields as a structured packet your LOS can map to custom fields, set up in days.',
    },
  ],
} as const;

/**
 * The marketing claims of SPEC §1. They are claims made by the provider, not rules the app enforces,
 * so the pages word them as such ("aligns ... 99% of the time", "at least 30 to 60 minutes").
 */
export const claims = {
  signatureAlignment: {
    value: '99%',
    label: 'signature block alignment',
    statement: 'Our suggested signature block aligns with attorney review 99% of the time.',
  },
  timeSaved: {
    value: '30 to 60 min',
    label: 'saved per loan',
    statement: 'Lending teams save at least 30 to 60 minutes of entity review per loan.',
  },
  costPerReport: {
    value: '$35 or less',
    label: 'per report, volume-based',
    statement: 'A report costs about $35 or less, depending on volume.',
  },
} as const;

/** The six report types (SPEC §1). */
export const entityTypes = [
  {
    name: 'Limited liability companies',
    documents: 'Certificate or articles of formation, operating agreement, amendments, member consents',
    focus: 'Member- or manager-managed, who may sign, consent thresholds for borrowing and encumbering.',
  },
  {
    name: 'Corporations',
    documents: 'Articles of incorporation, bylaws, board resolutions, statement of information, stock ledger',
    focus: 'Directors and officers, signing limits, board and shareholder approvals.',
  },
  {
    name: 'Limited partnerships',
    documents: 'Certificate of limited partnership, partnership agreement, general partner documents',
    focus: 'The general partner signs; nested general partner entities are traced one level up.',
  },
  {
    name: 'General partnerships',
    documents: 'Partnership agreement, statement of partnership authority where filed',
    focus: 'Which partners can bind the firm and whether every partner must sign.',
  },
  {
    name: 'Revocable trusts',
    documents: 'Trust agreement or certification of trust, amendments',
    focus: 'Current trustees, power to borrow and encumber, co-trustee signing rules.',
  },
  {
    name: 'Irrevocable trusts',
    documents: 'Trust agreement, trustee acceptance and successor appointments',
    focus: 'Limited trustee powers, corporate trustees, "not individually but solely as Trustee" blocks.',
  },
] as const;

/** The report's parts (SPEC §1), with what each tells the lending team. */
export const reportParts = [
  {
    name: 'Entity details',
    detail:
      'Exact legal name, entity type, formation state and date, file number, principal office and registered agent.',
  },
  { name: 'Ownership', detail: 'Each owner with the percentage or units the documents state, checked to total 100%.' },
  {
    name: 'Management authority',
    detail: 'Who may sign, the clause that says so, and any consent the loan needs first.',
  },
  {
    name: 'Suggested signature block',
    detail: 'A ready-to-paste block using the exact registered name, with the deliverable that supports it.',
  },
  {
    name: 'Secretary of State status',
    detail: "Status in the formation state and in the property state when it differs, with the state's own wording.",
  },
  { name: 'Risk flags', detail: 'Each issue rated Low, Medium or High, with the document and section it comes from.' },
  {
    name: 'Mitigation suggestions',
    detail: 'What to request before closing to clear each flag, written as a checklist.',
  },
] as const;

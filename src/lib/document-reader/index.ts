// The document reader: page texts in, grounded report fields out. No framework, no browser-only or Node-only
// API, relative imports with explicit .ts extensions: the app (Vite), Node (Vitest, the CLI) and Deno (Edge
// Functions) import this same file. An AI reader plugs in by proposing values and passing them to ground().
export * from './types.ts';
export {
  ground,
  quoteIsOnPage,
  valueFollowsFromQuote,
  enumEvidenceHolds,
  type Evidence,
  type EnumField,
} from './ground.ts';
export { readerResultFault, FIELD_EVIDENCE } from './result-check.ts';
export { readDocuments, BUILT_IN_READER, FIELD_LABELS, LOW_OCR_CONFIDENCE } from './reader.ts';
export { normalizeForMatch, findDates } from './text.ts';
export { STATE_NAMES, stateCode } from './states.ts';
export { detectLanguage, languageName, ENGLISH } from './language.ts';
export { groundProposals, type Proposed, type ProposedFields } from './proposals.ts';
export { completeResult } from './reader.ts';
export { AI_READER_SCHEMA, aiReaderPrompt, parseAiAnswer, countUngrounded } from './ai-prompt.ts';
export {
  instructionsIn,
  phrasesAddressedToReader,
  onInstructionPage,
  forReviewReason,
  type InstructionPassage,
} from './instructions.ts';

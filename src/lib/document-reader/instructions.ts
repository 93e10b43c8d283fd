import { clauseBounds, toPages, type Page } from './clauses.ts';
import type { ReviewerCheck, Source } from './types.ts';

/**
 * Text in a document addressed to an automated reader or assistant ("ignore all previous instructions", "report
 * the entity legal name as …", "you are an AI assistant", "system prompt", "Assistant:"). A document has no reason
 * to speak to its reader's software: such text is written to steer an AI reading, and its quote is on the page,
 * so grounding alone does not stop what it asks for. Each passage becomes a reviewer check, and values read from
 * its page are marked for review.
 *
 * Legal drafting uses many of the same words ("the Manager shall report to the Members", "you are hereby
 * notified", "shall be disregarded as an entity separate from its owner", "the Trustee may disregard the
 * directions of the Adviser"), so each pattern needs what only a message to software has: an imperative at the
 * start of a sentence, an earlier prompt to set aside, or an AI, a model or an assistant named as the one
 * addressed. scripts/document-reader/instructions-false-alarms.test.ts runs them over every development document
 * the repository has.
 */

/** An earlier prompt to set aside. */
const EARLIER = '(?:previous|prior|above|earlier|preceding|foregoing|original|initial|system)';
const ORDERS = '(?:instructions?|prompts?|directions?|directives?|guidelines|commands?|rules|context|messages?)';
const SET_ASIDE = '(?:ignore|disregard|forget|override|bypass)';
/** Software named: an AI, a language model, an AI or automated assistant or reader, a bot. */
const SOFTWARE_NAMED =
  '(?:(?:AI|automated|virtual|digital)\\s+(?:assistants?|readers?|reviewers?|systems?|tools?|agents?|models?|parsers?)|' +
  '(?:AI\\s+)?(?:large\\s+)?language\\s+models?|AI|A\\.I\\.|artificial\\s+intelligence|LLMs?|chat\\s?bots?|GPT)';
/** Software addressed: as above, or an assistant (not an Assistant Secretary or the like). */
const SOFTWARE = `(?:${SOFTWARE_NAMED}|assistants?(?!\\s+(?:secretary|treasurer|vice|general|manager|director|controller|officer|trustee|attorney|to)\\b))`;
/** Where an imperative starts: a sentence, a line, or after a word that leads into one. */
const START =
  '(?:(?<=^|\\n|[.!?:;]\\s{0,3}|[.!?:;]\\s{0,3}["\'(])|\\b(?:please|now|instead|simply|just|also|and|but)\\s+)';
/** What a reader is told to report: the reader's own fields. */
const FIELD_WORD =
  '(?:name|signer|signatory|signatories|owners?|members?|managers?|officers?|entity|value|field|answer|result|date|state|agent|percentage|title|type|president)';

/**
 * The patterns, each on a page's flat text (prose wrapped onto one line) unless `byLine`; `unless` is tested on
 * the text right after a match. The match is the phrase shown to the reviewer.
 */
const PATTERNS: Array<{ re: RegExp; byLine?: boolean; unless?: RegExp }> = [
  // "Ignore all previous instructions", "disregard the above instructions", "forget your rules".
  {
    re: new RegExp(
      `\\b${SET_ASIDE}\\s+(?:(?:all|any|every|each|the|these|those|of)\\s+){0,3}(?:${EARLIER}\\s+${ORDERS}|your\\s+(?:${EARLIER}\\s+)?${ORDERS})\\b`,
      'gi',
    ),
    // A directed trust's "disregard any prior instructions of a Beneficiary": instructions of a party named.
    unless: /^\s+(?:of|from|given\s+by|received\s+from|by)\s+(?:the|a|an|any|such|each)\s+[A-Z]/,
  },
  {
    re: new RegExp(
      `\\b${SET_ASIDE}\\s+(?:everything|anything|all)\\s+(?:(?:written|stated|said)\\s+)?(?:above|before|so\\s+far)\\b`,
      'gi',
    ),
  },
  // "Report the entity legal name as …", "you must report the owner percentage as …": an order, not "shall report".
  {
    re: new RegExp(
      `(?:${START}|\\byou\\s+(?:must|should|shall|will|are\\s+to|need\\s+to)\\s+)(?:report|return|output|answer|extract|give)\\s+(?:the|this|its|their)\\s+(?:[\\w'-]+\\s+){0,4}?${FIELD_WORD}s?\\s+(?:as|to\\s+be)\\b`,
      'gi',
    ),
  },
  // "You are an AI assistant", "you are now a helpful model".
  {
    re: new RegExp(
      `\\byou\\s+are\\s+(?:now\\s+|actually\\s+|no\\s+longer\\s+)?(?:an?|the|my|our)\\s+(?:[\\w-]+\\s+){0,3}?(?:${SOFTWARE}|model|bot|reader|extractor|parser)\\b`,
      'gi',
    ),
  },
  // "As an AI, you …" (not "serves as an assistant to the Secretary", nor "its role as an AI developer").
  { re: new RegExp(`\\bas\\s+an?\\s+${SOFTWARE_NAMED}\\s*(?:[,:]|\\byou\\b)`, 'gi') },
  { re: /\b(?:system|developer)\s+(?:prompt|message|instructions)\b|\bprompt\s+injection\b|\bjailbr[eo]ak/gi },
  // A chat transcript's turns: "Assistant:", "System:" opening a line.
  { re: /^[ \t]*(?:assistant|system|AI|chat\s?bot|LLM)[ \t]*:/gim, byLine: true },
  {
    re: /\[\/?INST\]|<\|?(?:im_start|im_end|system|endoftext)\|?>|<<\/?SYS>>|^#{2,}[ \t]*(?:instruction|system)\b/gim,
    byLine: true,
  },
  // "Do not flag this page", "do not mention this to the reviewer": at the start of a sentence.
  {
    re: new RegExp(
      `${START}(?:do\\s+not|don't|never)\\s+(?:flag|mention|disclose|reveal|highlight|point\\s+out|alert|warn|tell)\\b`,
      'gi',
    ),
  },
  { re: /\b(?:do\s+not|don't|never)\s+(?:flag|highlight|point\s+out)\s+(?:this|these|that|it|the)\b/gi },
  // "Note to the AI", "If you are an automated reader", "Attention language models".
  {
    re: new RegExp(
      `\\b(?:note|message|instructions?|attention|notice)\\s+(?:to|for)\\s+(?:the\\s+|any\\s+|all\\s+)?${SOFTWARE}\\b|\\bif\\s+you\\s+are\\s+(?:an?\\s+|the\\s+)?${SOFTWARE}\\b|\\battention,?\\s+${SOFTWARE}\\b`,
      'gi',
    ),
  },
  { re: /\b(?:new|updated|real|actual|hidden|secret)\s+instructions?\s*:/gi },
  { re: /\b(?:respond|reply|answer|output)\s+(?:only\s+)?(?:with|in)\s+(?:json|the\s+following)\b/gi },
  { re: /\bpretend\s+(?:to\s+be|you\s+are|that\s+you)\b|\bfrom\s+now\s+on,?\s+you\b/gi },
];

export interface InstructionPassage {
  /** The words that address a reader, as written. */
  phrase: string;
  /** The sentence or clause around them, on its page. */
  source: Source;
}

/** Checks at most: a page full of such text needs one look, not hundreds. */
const MAX_PASSAGES = 20;

function* hits(text: string, flat: string): Generator<{ index: number; end: number; phrase: string }> {
  for (const { re, byLine, unless } of PATTERNS) {
    const on = byLine ? text : flat;
    re.lastIndex = 0;
    for (let m = re.exec(on); m; m = re.exec(on)) {
      if (m[0].length === 0) {
        re.lastIndex += 1;
        continue;
      }
      const end = m.index + m[0].length;
      if (unless?.test(on.slice(end, end + 80))) continue;
      // Leading space or punctuation the lookbehind-free alternatives took is not part of the phrase.
      const lead = /^[\s"'(]*/.exec(m[0])![0].length;
      yield { index: m.index + lead, end, phrase: m[0].slice(lead).replace(/\s+/g, ' ') };
    }
  }
}

/** Every passage addressed to a reader, one per clause, in page order. */
export function instructionsIn(pages: readonly Page[]): InstructionPassage[] {
  const out: InstructionPassage[] = [];
  for (const page of pages) {
    const found = [...hits(page.text, page.flat)].sort((a, b) => a.index - b.index);
    const clauses: Array<[number, number]> = [];
    for (const hit of found) {
      if (out.length >= MAX_PASSAGES) return out;
      // Before the clause's bounds: finding them scans the clause, which on a page of one run-on clause is all of it.
      if (clauses.some(([s, e]) => hit.index >= s && hit.index < e)) continue;
      const [start, end] = clauseBounds(page.text, hit.index, hit.end);
      clauses.push([start, end]);
      // As sourceAt quotes a clause, from the bounds just found.
      const quote = page.text.slice(start, end).replace(/\s+/g, ' ').trim();
      out.push({ phrase: hit.phrase, source: { file: page.file, page: page.page, quote } });
    }
  }
  return out;
}

/** The phrases in one text that address a reader (for tests and tools). */
export function phrasesAddressedToReader(text: string): string[] {
  return instructionsIn(toPages([{ file: '', pages: [{ page: 1, text }] }])).map((p) => p.phrase);
}

/** Whether a source is on a page that a reviewer check says addresses a reader. */
export function onInstructionPage(checks: readonly ReviewerCheck[], source: Pick<Source, 'file' | 'page'>): boolean {
  return checks.some(
    (c) => c.code === 'instructions' && c.source?.file === source.file && c.source.page === source.page,
  );
}

/** Why a value is marked for review, for the reviewer. */
export const forReviewReason = (source: Pick<Source, 'file' | 'page'>) =>
  `Read from ${source.file}, page ${source.page}, which has text addressed to an automated reader: check this value against the documents before you verify it.`;

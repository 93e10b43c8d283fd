// The AI reader over standard input and output, for `npm run bench:reader -- --reader ai`: the bench (Node) sends
// one entity's page texts, and this asks the configured model exactly as read-documents-ai does (the same
// ai-reader.ts, the same SDKs, under Deno) and prints the outcome. The bench grounds the proposals itself.
//   deno run --allow-net --allow-env --allow-read supabase/functions/_shared/ai-reader-stdio.ts < {documents, order}
// Prints one line of JSON: the AiReaderOutcome, or {ok: false, code: 'ai_reader_unavailable', message} when no
// provider is configured. Never prints the key. Not deployed: no function imports it.
import type { DocumentText, OrderFacts } from '../../../src/lib/document-reader/index.ts';
import { askAiReader } from './ai-reader.ts';
import { aiReaderSettings } from './ai-reader-config.ts';

const input = JSON.parse(await new Response(Deno.stdin.readable).text()) as {
  documents: DocumentText[];
  order?: OrderFacts;
};
const settings = aiReaderSettings((name) => Deno.env.get(name));
const outcome = settings.config
  ? await askAiReader(settings.config, input.documents, input.order ?? {})
  : { ok: false, status: 503, code: 'ai_reader_unavailable', message: settings.problem };
console.log(JSON.stringify(outcome));

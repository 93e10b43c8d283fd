// Type-checking only (`npx tsc -p supabase/functions`): the slice of the Deno runtime the functions use,
// and the npm: specifier resolved to the supabase-js already in node_modules. Deno ignores this file.
declare namespace Deno {
  const env: { get(name: string): string | undefined };
  function serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  /** Read by _shared/ai-reader-stdio.ts (the bench's way to the AI reader), not by a function. */
  const stdin: { readable: ReadableStream<Uint8Array> };
}

declare module 'npm:@supabase/supabase-js@2' {
  export * from '@supabase/supabase-js';
}

declare module 'npm:@anthropic-ai/sdk@1' {
  export * from '@anthropic-ai/sdk';
  export { default } from '@anthropic-ai/sdk';
}

declare module 'npm:openai@7' {
  export * from 'openai';
  export { default } from 'openai';
}

declare module 'npm:stripe@23' {
  export * from 'stripe';
  export { default } from 'stripe';
}

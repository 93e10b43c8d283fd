// zod probes for eval (`new Function('')`) before its first object parse. The Content-Security-Policy
// forbids eval, so the probe can only fail, and each failure is a reported CSP violation. Jitless mode
// skips the probe and takes the path the failed probe chose anyway. zod reads this global when it loads;
// it lives in lazy chunks, and importing it here for z.config() would put it in the first load.
// Imported first by entry.client.tsx, so it runs before any module that could load zod.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

export {};

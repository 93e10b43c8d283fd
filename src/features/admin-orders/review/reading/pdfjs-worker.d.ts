// pdf.js's worker code, loaded into the reading worker as its "fake worker" (pdf.js ships no types for it).
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}

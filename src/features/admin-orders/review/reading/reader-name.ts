/** Which reader drafted, in words. */
export function readerName(reader: string): string {
  if (reader === 'built-in') return 'the built-in reader';
  return reader.startsWith('ai:') ? `the AI reader (${reader.slice(3)})` : reader;
}

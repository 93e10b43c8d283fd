/**
 * Where a quote is among a page's text items (pdf.js's text layer, one string per span), whitespace aside: the
 * reader's quotes join lines and columns with spaces or newlines the text layer splits differently. Returns the
 * indices of the items the quote covers, or [] when the page's text does not hold it.
 */
export function quoteItems(items: readonly string[], quote: string): number[] {
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  const wanted = squeeze(quote);
  if (!wanted) return [];
  let joined = '';
  const owner: number[] = [];
  items.forEach((item, index) => {
    const squeezed = squeeze(item);
    joined += squeezed;
    for (let i = 0; i < squeezed.length; i += 1) owner.push(index);
  });
  let start = joined.indexOf(wanted);
  // The quote's case may differ (OCR, an AI reader's capitalisation): try again ignoring it.
  if (start === -1) start = joined.toLowerCase().indexOf(wanted.toLowerCase());
  if (start === -1) return [];
  return [...new Set(owner.slice(start, start + wanted.length))];
}

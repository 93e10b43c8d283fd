/** "1 credit", "3 credits". */
export function creditsText(credits: number): string {
  return `${credits} ${Math.abs(credits) === 1 ? 'credit' : 'credits'}`;
}

/** An order's short reference, as the customer and staff quote it. */
export function orderReference(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}

/** Cents as US dollars: 350000 -> "$3,500.00". */
export function dollars(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

// Order numbers people can read out on the phone: PS/2026/11/000123 — the year and month the order was placed
// (Europe/Warsaw) and its number in that month, from 1, without gaps between committed orders (decision 044).

const ORDER_NUMBER = /^PS\/(\d{4})\/(\d{2})\/(\d{6,})$/;

export function formatOrderNumber(month: string, sequence: number): string {
  const [year, mm] = month.split('-');
  return `PS/${year}/${mm}/${String(sequence).padStart(6, '0')}`;
}

export function parseOrderNumber(text: string): { month: string; sequence: number } | null {
  const match = ORDER_NUMBER.exec(text);
  if (!match) return null;
  return { month: `${match[1]}-${match[2]}`, sequence: Number(match[3]) };
}

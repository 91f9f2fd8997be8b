/**
 * The 10 digits of a US phone number as the sources write it — "205-663-5405# 4867" (CVS appends
 * the store number), "(518) 273-1402", "+1 907 770 6081", "907-555-1234 ext 2" — or null when the
 * text holds no valid North American number (area code and exchange never start with 0 or 1).
 */
export function cleanPhone(text: string): string | null {
  const number = text.split(/#|\bext\b|\bx(?=\s*\d)/i)[0] ?? '';
  let digits = number.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
}

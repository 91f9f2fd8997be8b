/**
 * NPI check digit: Luhn over the 9 leading digits prefixed with the card issuer "80840"
 * (CMS NPI standard), which is the same as adding the constant 24 to the plain Luhn sum.
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  let sum = 24;
  for (let i = 0; i < 9; i += 1) {
    let digit = Number(npi[8 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  const checkDigit = (10 - (sum % 10)) % 10;
  return checkDigit === Number(npi[9]);
}

/** A 7-digit NCPDP provider id (no public check digit rule is applied). */
export function isNcpdpId(value: string): boolean {
  return /^\d{7}$/.test(value);
}

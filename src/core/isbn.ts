/**
 * ISBN checks (issue 29): the copyright page prints the creator's ISBN as they typed it (hyphens
 * and all), so only the digits are checked: ten with the ISBN-10 check digit (which may be X), or
 * thirteen starting 978 or 979 with the EAN-13 check digit.
 */
export const isbnDigits = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase()

function validIsbn10(digits: string): boolean {
  if (!/^\d{9}[\dX]$/.test(digits)) return false
  const sum = [...digits].reduce((total, c, i) => total + (c === 'X' ? 10 : Number(c)) * (10 - i), 0)
  return sum % 11 === 0
}

function validIsbn13(digits: string): boolean {
  if (!/^97[89]\d{10}$/.test(digits)) return false
  const sum = [...digits].reduce((total, c, i) => total + Number(c) * (i % 2 === 0 ? 1 : 3), 0)
  return sum % 10 === 0
}

export function isValidIsbn(value: string): boolean {
  if (!/^[\dXx\s-]+$/.test(value)) return false
  const digits = isbnDigits(value)
  return validIsbn10(digits) || validIsbn13(digits)
}

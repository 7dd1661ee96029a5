/** A mobile number as documents and screens show it: the country code and the last three digits, the rest hidden. */
export function maskPhone(phone: string): string {
  const international = phone.startsWith('+');
  return `${phone.slice(0, international ? 4 : 0)}${'•'.repeat(Math.max(0, phone.length - (international ? 7 : 3)))}${phone.slice(-3)}`;
}

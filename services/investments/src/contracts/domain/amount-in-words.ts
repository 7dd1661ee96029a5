import writtenNumber from 'written-number';
import type { Language } from '@cf/contracts';

/**
 * An amount of Omani rials in words, as a contract writes it beside the figures (1 rial = 1000
 * baisa): "one thousand two hundred and thirty-four Omani rials and five hundred baisa", "ألف
 * ومائتان وأربعة وثلاثون ريالاً عمانياً وخمسمائة بيسة", "mille deux cent trente-quatre rials omanais
 * et cinq cents baïsas". The words of each number come from written-number (ar, en, fr).
 */
export function omrInWords(baisa: number, language: Language): string {
  const rials = Math.trunc(baisa / 1000);
  const rest = baisa - rials * 1000;
  const words = (n: number) => writtenNumber(n, { lang: language });
  if (language === 'ar') {
    const rialPart = rials === 0 ? '' : rials === 1 ? 'ريال عماني واحد' : rials === 2 ? 'ريالان عمانيان' : `${words(rials)} ريالاً عمانياً`;
    const baisaPart = rest === 0 ? '' : rest === 1 ? 'بيسة واحدة' : `${words(rest)} بيسة`;
    return [rialPart, baisaPart].filter(Boolean).join(' و') || 'صفر ريال عماني';
  }
  if (language === 'fr') {
    const rialPart = rials === 0 ? '' : `${words(rials)} ${rials === 1 ? 'rial omanais' : 'rials omanais'}`;
    const baisaPart = rest === 0 ? '' : `${words(rest)} ${rest === 1 ? 'baïsa' : 'baïsas'}`;
    return [rialPart, baisaPart].filter(Boolean).join(' et ') || 'zéro rial omanais';
  }
  const rialPart = rials === 0 ? '' : `${words(rials)} ${rials === 1 ? 'Omani rial' : 'Omani rials'}`;
  const baisaPart = rest === 0 ? '' : `${words(rest)} baisa`;
  return [rialPart, baisaPart].filter(Boolean).join(' and ') || 'zero Omani rials';
}

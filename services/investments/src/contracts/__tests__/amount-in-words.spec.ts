import { omrInWords } from '../domain/amount-in-words';

describe('an amount in words (issue 14: the contract writes the amount in words as well as figures)', () => {
  it('writes rials and baisa in English, Arabic and French', () => {
    expect(omrInWords(1_234_500, 'en')).toBe('one thousand two hundred and thirty-four Omani rials and five hundred baisa');
    expect(omrInWords(1_234_500, 'ar')).toBe('ألف ومائتان وأربعة وثلاثون ريالاً عمانياً وخمسمائة بيسة');
    expect(omrInWords(1_234_500, 'fr')).toBe('mille deux cent trente-quatre rials omanais et cinq cents baïsas');
  });

  it('says one rial, whole rials and baisa alone correctly', () => {
    expect(omrInWords(1_000, 'en')).toBe('one Omani rial');
    expect(omrInWords(2_000, 'ar')).toBe('ريالان عمانيان');
    expect(omrInWords(250, 'en')).toBe('two hundred and fifty baisa');
    expect(omrInWords(250_000, 'fr')).toBe('deux cent cinquante rials omanais');
  });

  it('keeps Arabic words free of digits and Latin letters (one direction, one font per run)', () => {
    for (const amount of [1, 999, 1_000_001, 45_678_900]) expect(omrInWords(amount, 'ar')).not.toMatch(/[0-9A-Za-z]/);
  });
});

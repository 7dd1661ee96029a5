import { slipProblem } from '../reads';

describe('bank-transfer slip rules (A4.6, A5.9)', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });

  it('[A5.9] accepts a pdf, jpg or png slip up to 5 MB only', () => {
    expect(slipProblem(null)).toBe('slipRequired');
    expect(slipProblem(file('slip.pdf', 'application/pdf', 1000))).toBeNull();
    expect(slipProblem(file('slip.PNG', 'image/png', 1000))).toBeNull();
    expect(slipProblem(file('slip.gif', 'image/gif', 1000))).toBe('slipType');
    expect(slipProblem(file('slip.exe', 'application/pdf', 1000))).toBe('slipType');
    expect(slipProblem(file('slip.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1))).toBe('slipSize');
    expect(slipProblem(file('slip.jpg', 'image/jpeg', 0))).toBe('slipEmpty');
  });
});

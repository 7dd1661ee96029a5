import { applyFavicon, applyTheme, DEFAULT_PRIMARY, readableTextOn } from './theme';

describe('theme from site settings', () => {
  it('[A3.5] sets the colour variables, defaulting to #6048fe and #000', () => {
    applyTheme({});
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--cf-primary')).toBe(DEFAULT_PRIMARY);
    expect(style.getPropertyValue('--cf-secondary')).toBe('#000000');
    applyTheme({ primary: '#0a7d4f', secondary: '#ffcc00' });
    expect(style.getPropertyValue('--cf-primary')).toBe('#0a7d4f');
    expect(style.getPropertyValue('--cf-on-secondary')).toBe('#000000');
  });

  it('ignores values that are not colours (no CSS injection from settings)', () => {
    applyTheme({ primary: 'red; background: url(x)' });
    expect(document.documentElement.style.getPropertyValue('--cf-primary')).toBe(DEFAULT_PRIMARY);
  });

  it('chooses readable text on the primary colour', () => {
    expect(readableTextOn('#6048fe')).toBe('#ffffff');
    expect(readableTextOn('#ffff00')).toBe('#000000');
  });

  it('[A1.5] swaps the favicon', () => {
    applyFavicon('/uploads/fav.png');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/uploads/fav.png');
  });
});

import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('renders administrators\' HTML without scripts, event handlers, javascript: links, frames or styles', () => {
    const hostile =
      '<h2 onclick="window.hit=1">Fees</h2><script>window.hit=1</script><p><a href="javascript:window.hit=1">x</a> <a href="https://cbo.gov.om" target="_blank">CBO</a></p>' +
      '<img src="x" onerror="window.hit=1"><iframe src="https://evil"></iframe><svg><script>window.hit=1</script></svg><style>body{display:none}</style><form><input></form>';
    const { container } = render(<SafeHtml className="pp-html" html={hostile} />);
    const root = container.firstElementChild!;
    expect(root.className).toBe('pp-html');
    expect(root.querySelector('h2')?.textContent).toBe('Fees');
    expect(root.querySelectorAll('script, iframe, svg, style, form, input')).toHaveLength(0);
    expect(root.innerHTML).not.toMatch(/on(click|error)=|javascript:/);
    const external = root.querySelector('a[href="https://cbo.gov.om"]')!;
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the formatting an administrator writes: headings, lists, links, direction', () => {
    const { container } = render(<SafeHtml html={'<p dir="rtl">الرسوم <strong>٥٪</strong></p><ul><li>one</li></ul>'} />);
    expect(container.firstElementChild!.innerHTML).toBe('<p dir="rtl">الرسوم <strong>٥٪</strong></p><ul><li>one</li></ul>');
  });
});

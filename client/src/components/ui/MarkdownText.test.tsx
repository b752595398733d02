import { describe, expect, it } from '@jest/globals';
import { MarkdownText } from './MarkdownText';
import { renderComponent } from '../../test/render-component';

/** The organizer's registration text and payment description are drawn as elements, never as their HTML. */
describe('MarkdownText', () => {
  const hostile = [
    '**Bring** a mask and _gloves_.',
    '<script>window.__pwned = 1</script>',
    '<img src="x" onerror="window.__pwned = 2">',
    '[rules](javascript:window.__pwned=3) and [the venue](https://example.org/venue)',
  ].join('\n\n');

  it('renders bold, italic and http(s) links, and no script, image or event handler', () => {
    const { container } = renderComponent(<MarkdownText source={hostile} />);
    expect(container.querySelector('strong')?.textContent).toBe('Bring');
    expect(container.querySelector('em')?.textContent).toBe('gloves');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    // The markup is shown as the text it is, not run.
    expect(container.textContent).toContain('<script>window.__pwned = 1</script>');
    expect(container.textContent).toContain('onerror=');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();

    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org/venue']);
    expect(links[0].getAttribute('rel')).toContain('noopener');
    expect(links[0].getAttribute('rel')).toContain('noreferrer');
    expect(links[0].getAttribute('target')).toBe('_blank');
    expect(container.textContent).not.toContain('**');
  });
});

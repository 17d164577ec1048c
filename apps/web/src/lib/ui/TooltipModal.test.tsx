import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { onlyChild } from './only-child';
import { TooltipModal } from './TooltipModal';

const props = { content: 'Why this matters', title: 'About this', closeLabel: 'Got it' };

describe('onlyChild', () => {
  it('returns the one element', () => {
    const button = <button type="button">i</button>;
    expect(onlyChild(button, 'X')).toBe(button);
  });

  it.each([
    ['two elements', [<span key="a" />, <span key="b" />], /X needs exactly one element as its child \(it got 2 children\)/],
    ['no child', null, /X needs exactly one element as its child \(it got 0 children\)/],
    ['text', 'just text', /X needs exactly one element as its child \(it got a text or non-element child\)/],
    [
      'a fragment',
      <>
        <span />
        <span />
      </>,
      /X needs exactly one element as its child, not a fragment/,
    ],
    ['an empty fragment', createElement(Fragment), /not a fragment/],
  ])('refuses %s with a clear error', (_label, children, message) => {
    expect(() => onlyChild(children, 'X')).toThrow(message);
  });
});

describe('TooltipModal', () => {
  it('renders its one child as the trigger (the modal variant before any media query is known)', () => {
    const html = renderToStaticMarkup(
      <TooltipModal {...props}>
        <button type="button" aria-label="More information">
          i
        </button>
      </TooltipModal>,
    );
    expect(html).toMatch(/^<button type="button" aria-label="More information" aria-haspopup="dialog" aria-expanded="false"/);
    // the explanation is not in the page until opened
    expect(html).not.toContain('Why this matters');
  });

  it('throws a clear error for a fragment child at run time', () => {
    const fragment = (
      <>
        <button type="button">a</button>
        <button type="button">b</button>
      </>
    );
    expect(() => renderToStaticMarkup(<TooltipModal {...props}>{fragment}</TooltipModal>)).toThrow(
      /TooltipModal needs exactly one element as its child, not a fragment/,
    );
  });

  it('throws a clear error for several children at run time (and refuses them in its types)', () => {
    const render = () =>
      renderToStaticMarkup(
        // @ts-expect-error several children are not one ReactElement: the types refuse them too
        <TooltipModal {...props}>
          <button type="button">a</button>
          <button type="button">b</button>
        </TooltipModal>,
      );
    expect(render).toThrow(/TooltipModal needs exactly one element as its child \(it got 2 children\)/);
  });
});

import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The single element a wrapper that forwards props and a ref to its child (Radix `asChild`) can
 * use (spec doc 2 §2 "Tooltip modal: its children must be a single element"). Runs
 * `React.Children.only`, and also refuses a fragment, which `Children.only` lets through but which
 * can take neither a ref nor event handlers. Throws an error that names `owner` and says why.
 */
export function onlyChild(children: ReactNode, owner: string): ReactElement {
  let child: unknown;
  try {
    child = Children.only(children);
  } catch {
    const count = Children.count(children);
    throw new Error(
      `${owner} needs exactly one element as its child (it got ${count === 1 ? 'a text or non-element child' : `${count} children`}): wrap them in one element such as <button>.`,
    );
  }
  if (!isValidElement(child) || child.type === Fragment) {
    throw new Error(
      `${owner} needs exactly one element as its child, not a fragment: a fragment cannot take a ref or event handlers. Wrap its contents in one element such as <button>.`,
    );
  }
  return child;
}

'use client';
import type { ReactElement, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tooltip from '@radix-ui/react-tooltip';
import { BREAKPOINT, useMediaQuery } from './breakpoints';
import { useFocusReturn } from './Modal';
import modal from './modal.module.css';
import { onlyChild } from './only-child';
import styles from './tooltip-modal.module.css';

/** A screen where hovering is how people point (a mouse or a trackpad) and which is wider than a phone. */
const HOVER_SCREEN = `(hover: hover) and (pointer: fine) and (min-width: ${BREAKPOINT.phone}px)`;

export interface TooltipModalProps {
  /**
   * ONE element that accepts a ref and event props, usually a <button> (spec doc 2 §2: "its children
   * must be a single element"). Several children or a fragment throw, also at run time.
   */
  readonly children: ReactElement;
  /** the explanation */
  readonly content: ReactNode;
  /** the modal's heading (on touch screens and phones) */
  readonly title: string;
  /** the modal's close button */
  readonly closeLabel: string;
}

/**
 * An explanation that is a tooltip on hover or keyboard focus where there is a mouse and room, and
 * a modal on touch screens and phones (a tap opens it; Escape, the close button or a tap outside
 * closes it, and focus returns to the child). Radix Tooltip and Dialog do the accessibility: the
 * tooltip describes its trigger; the modal is labelled by its title.
 */
export function TooltipModal({ children, content, title, closeLabel }: TooltipModalProps) {
  const child = onlyChild(children, 'TooltipModal');
  const hover = useMediaQuery(HOVER_SCREEN);
  const focus = useFocusReturn();
  if (hover) {
    return (
      <Tooltip.Provider delayDuration={150}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>{child}</Tooltip.Trigger>
          {/* in place, not portalled to <body>: it stays inside its landmark or dialog (axe "region") */}
          <Tooltip.Content className={styles.tooltip} sideOffset={6} collisionPadding={8}>
            {content}
          </Tooltip.Content>
        </Tooltip.Root>
      </Tooltip.Provider>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{child}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content className={`${modal.content} ${modal.small}`} {...focus}>
          <Dialog.Title className={modal.title}>{title}</Dialog.Title>
          <Dialog.Description className={modal.body}>{content}</Dialog.Description>
          <div className={modal.actions}>
            <Dialog.Close className="button button-primary">{closeLabel}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

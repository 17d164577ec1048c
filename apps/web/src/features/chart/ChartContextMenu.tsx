'use client';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import * as ContextMenu from '@radix-ui/react-context-menu';
import styles from './chart.module.css';

export interface MenuChoices {
  /** the price the menu acts on, with the pair's decimals ('' when none) */
  readonly price: string;
  /** buy/sell limit entries (quickOrderAllowed) */
  readonly quickOrder: boolean;
  /** a logged-in user may set an alert; a guest gets the log-in link */
  readonly loggedIn: boolean;
}

/**
 * The chart's context menu (lightweight-charts has no context-menu API: the DOM event on the
 * chart's box, with the price the caller read from the last cross-hair position). Right-click
 * opens it at the pointer; Shift+F10 or the ContextMenu key opens it at the chart's centre with
 * the newest price.
 */
export function ChartContextMenu({
  children,
  choose,
  loginHref,
  onOrder,
  onAlert,
}: {
  children: ReactNode;
  /** reads the price as the menu opens: from the cross-hair, or the newest close from the keyboard */
  choose: (from: 'pointer' | 'keyboard') => MenuChoices;
  loginHref: string;
  onOrder: (side: 'buy' | 'sell', price: string) => void;
  onAlert: (price: string) => void;
}) {
  const t = useTranslations('chart');
  const [choices, setChoices] = useState<MenuChoices>({ price: '', quickOrder: false, loggedIn: false });
  const fromKeyboard = useRef(false);
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  // opened from the keyboard: focus lands on the first entry, as in a native context menu
  useEffect(() => {
    if (!open || !focusFirst) return undefined;
    const frame = requestAnimationFrame(() => content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open, focusFirst]);

  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    const next = choose(fromKeyboard.current ? 'keyboard' : 'pointer');
    setFocusFirst(fromKeyboard.current);
    fromKeyboard.current = false;
    setChoices(next);
    // nothing to offer (no price under the pointer, and no log-in link to show): no menu at all
    if (next.loggedIn && !next.quickOrder && !/^[0-9]/.test(next.price)) event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    fromKeyboard.current = true;
    event.currentTarget.dispatchEvent(
      new window.MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }),
    );
  };

  const numeric = /^[0-9]/.test(choices.price);
  return (
    <ContextMenu.Root modal={false} onOpenChange={setOpen}>
      <ContextMenu.Trigger asChild onContextMenu={onContextMenu} onKeyDown={onKeyDown}>
        {children}
      </ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content ref={content} className={styles.menu}>
          {choices.quickOrder && (
            <>
              <ContextMenu.Item className={styles.menuItem} onSelect={() => onOrder('buy', choices.price)}>
                {t('buyAt', { price: choices.price })}
              </ContextMenu.Item>
              <ContextMenu.Item className={styles.menuItem} onSelect={() => onOrder('sell', choices.price)}>
                {t('sellAt', { price: choices.price })}
              </ContextMenu.Item>
            </>
          )}
          {choices.loggedIn ? (
            numeric && (
              <ContextMenu.Item className={styles.menuItem} onSelect={() => onAlert(choices.price)}>
                {t('alertAt', { price: choices.price })}
              </ContextMenu.Item>
            )
          ) : (
            <ContextMenu.Item asChild className={styles.menuItem}>
              <a href={loginHref}>{t('logInForAlerts')}</a>
            </ContextMenu.Item>
          )}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}

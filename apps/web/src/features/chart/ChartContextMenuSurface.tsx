'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import * as ContextMenu from '@radix-ui/react-context-menu';
import { Contained } from '@/lib/islands/Contained';
import type { MenuChoices, MenuRequest } from './menu-trigger';
import { useFocusFirstItem } from './use-lazy-menu';
import styles from './chart.module.css';

interface Actions {
  readonly choices: MenuChoices;
  readonly loginHref: string;
  readonly onOrder: (side: 'buy' | 'sell', price: string) => void;
  readonly onAlert: (price: string) => void;
}

/**
 * The chart's context menu (Radix ContextMenu), loaded the first time it is asked for
 * (ChartContextMenu, which reads the price and decides whether there is a menu at all). Each
 * `request` opens it at its point: Radix places a context menu where its trigger's contextmenu
 * event happened, so the request is handed to a hidden trigger as that event. Opened from the
 * keyboard, focus lands on the first entry, as in a native context menu; on close it goes back to
 * the chart. Its entries fail on their own (Contained): the open menu shows the error notice.
 */
export function ChartContextMenuSurface({ request, onOpenChange, ...actions }: Actions & { request: MenuRequest; onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLSpanElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    trigger.current?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: request.x, clientY: request.y }));
  }, [request]);
  useFocusFirstItem(content, open && request.focusFirst);

  return (
    <ContextMenu.Root
      modal={false}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    >
      <ContextMenu.Trigger ref={trigger} hidden />
      {/* in place, not portalled to <body>: the open menu stays inside its landmark (axe "region"); the popper places it */}
      <ContextMenu.Content ref={content} className={styles.menu}>
        <Contained name="chart menu">
          <MenuItems {...actions} />
        </Contained>
      </ContextMenu.Content>
    </ContextMenu.Root>
  );
}

/** Buy and sell at the price (quick orders), and set an alert there, or the guest's log-in link. */
function MenuItems({ choices, loginHref, onOrder, onAlert }: Actions) {
  const t = useTranslations('chart');
  const numeric = /^[0-9]/.test(choices.price);
  return (
    <>
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
    </>
  );
}

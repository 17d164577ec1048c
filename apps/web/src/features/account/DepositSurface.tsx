'use client';
import { useTranslations } from 'next-intl';
import { Contained } from '@/lib/islands/Contained';
import { trackClick } from '@/lib/telemetry/tracking';
import { Modal } from '@/lib/ui/Modal';
import { Sheet } from '@/lib/ui/Sheet';
import type { DepositMethod } from '@/lib/account/deposit-methods';
import styles from './deposit.module.css';

function MethodList({ methods, fiat }: { methods: readonly DepositMethod[]; fiat: string }) {
  const t = useTranslations('account.depositMenu');
  return (
    <ul className={styles.methods}>
      {methods.map((m) => (
        <li key={m.key}>
          <a className={styles.method} href={m.href} target="_blank" rel="noopener noreferrer" onClick={() => trackClick(`deposit_method:${m.key}`)}>
            <span className={styles.methodName}>{t(m.key)}</span>
            <span className={styles.methodDesc}>{t(`${m.key}Desc`, { fiat })}</span>
            <span className="visually-hidden">{t('newWindow')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The deposit drawer (two groups, titled as the fund wallet) or the deposit-method dialog. Methods
 * that fail show the generic error notice inside the open dialog or drawer (Contained).
 */
export function DepositSurface({
  variant,
  methods,
  fiat,
  open,
  onOpenChange,
}: {
  variant: 'drawer' | 'dialog';
  methods: readonly DepositMethod[];
  fiat: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('account.depositMenu');
  const th = useTranslations('header');
  if (variant === 'dialog') {
    return (
      <Modal open={open} onOpenChange={onOpenChange} title={t('dialogTitle')} closeLabel={th('close')}>
        <Contained name="deposit dialog">
          <MethodList methods={methods} fiat={fiat} />
        </Contained>
      </Modal>
    );
  }
  const have = methods.filter((m) => m.group === 'have');
  const need = methods.filter((m) => m.group === 'need');
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('drawerTitle')} closeLabel={th('close')}>
      <Contained name="deposit drawer">
        <section aria-labelledby="deposit-have">
          <h3 id="deposit-have" className={styles.group}>
            {t('have')}
          </h3>
          <MethodList methods={have} fiat={fiat} />
        </section>
        {need.length > 0 && (
          <section aria-labelledby="deposit-need">
            <h3 id="deposit-need" className={styles.group}>
              {t('need')}
            </h3>
            <MethodList methods={need} fiat={fiat} />
          </section>
        )}
      </Contained>
    </Sheet>
  );
}

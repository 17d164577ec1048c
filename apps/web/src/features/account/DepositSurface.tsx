'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { trackClick } from '../../lib/tracking';
import { Modal } from '../../lib/ui/Modal';
import type { DepositMethod } from './depositMethods';
import sheet from '../../lib/ui/sheet.module.css';
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

/** The deposit drawer (two groups, titled as the fund wallet) or the deposit-method dialog. */
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
        <MethodList methods={methods} fiat={fiat} />
      </Modal>
    );
  }
  const have = methods.filter((m) => m.group === 'have');
  const need = methods.filter((m) => m.group === 'need');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} />
        <Dialog.Content className={sheet.sheet} aria-describedby={undefined}>
          <div className={sheet.top}>
            <Dialog.Title className={sheet.title}>{t('drawerTitle')}</Dialog.Title>
            <Dialog.Close className={sheet.close} aria-label={th('close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

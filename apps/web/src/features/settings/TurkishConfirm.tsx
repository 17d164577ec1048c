'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useClientContext, usePagePath } from '../../lib/client-context';
import { COOKIE } from '../../lib/cookies';
import { href } from '../../lib/href';
import { riseColorOnLocaleChoice } from '../../lib/preference-rules';
import { readCookieValue, writeCookies } from '../../lib/preferences-client';
import { trackClick } from '../../lib/tracking';
import dialog from '../header/dialog.module.css';

/** Turkish outside the Turkey site: the global site in Turkish, or the Turkey site. */
export function TurkishConfirm({
  open,
  onOpenChange,
  turkeyOrigin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  turkeyOrigin: string;
}) {
  const t = useTranslations('settings');
  const { site } = useClientContext();
  const path = usePagePath();
  const th = useTranslations('header');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.content} ${dialog.small}`}>
          <Dialog.Title className={dialog.title}>{t('turkishTitle')}</Dialog.Title>
          <Dialog.Description className={dialog.body}>{t('turkishBody')}</Dialog.Description>
          <div className={dialog.actions}>
            <a
              className="button button-secondary"
              href={href(path, 'tr', site.defaultLocale)}
              onClick={() => {
                trackClick('turkish:global');
                writeCookies(riseColorOnLocaleChoice(readCookieValue(COOKIE.riseColor), 'tr'));
              }}
            >
              {t('turkishGlobal')}
            </a>
            <a className="button button-primary" href={`${turkeyOrigin}${path}`} onClick={() => trackClick('turkish:local')}>
              {t('turkishLocal')}
            </a>
          </div>
          <Dialog.Close className={dialog.closeButton} aria-label={th('close')}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

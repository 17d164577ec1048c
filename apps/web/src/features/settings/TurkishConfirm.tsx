'use client';
import { useTranslations } from 'next-intl';
import { useClientContext, usePagePath } from '../../lib/client-context';
import { COOKIE } from '../../lib/cookies';
import { href } from '../../lib/href';
import { riseColorOnLocaleChoice } from '../../lib/preference-rules';
import { readCookieValue, writeCookies } from '../../lib/preferences-client';
import { trackClick } from '../../lib/tracking';
import { Modal, ModalActions } from '../../lib/ui/Modal';

/** Turkish outside the Turkey site: the global site in Turkish, or the Turkey site. */
export function TurkishConfirm({ open, onOpenChange, turkeyOrigin }: { open: boolean; onOpenChange: (open: boolean) => void; turkeyOrigin: string }) {
  const t = useTranslations('settings');
  const { site } = useClientContext();
  const path = usePagePath();
  const th = useTranslations('header');
  return (
    <Modal open={open} onOpenChange={onOpenChange} size="small" title={t('turkishTitle')} description={t('turkishBody')} closeLabel={th('close')}>
      <ModalActions>
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
      </ModalActions>
    </Modal>
  );
}

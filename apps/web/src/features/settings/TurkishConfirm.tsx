'use client';
import { useTranslations } from 'next-intl';
import { COOKIE } from '@exchange/contract/cookies';
import { readBrowserCookie } from '@/lib/preferences/browser-cookies';
import { useClientContext, usePagePath, usePreferences } from '@/lib/request/client-context';
import { Contained } from '@/lib/islands/Contained';
import { href } from '@/lib/nav/href';
import { riseColorOnLocaleChoice } from '@/lib/preferences/preference-rules';
import { trackClick } from '@/lib/telemetry/tracking';
import { Modal, ModalActions } from '@/lib/ui/Modal';

/** The two choices: the global site in Turkish, or the Turkey site (this page on each). */
function Choices({ turkeyOrigin }: { turkeyOrigin: string }) {
  const t = useTranslations('settings');
  const { site } = useClientContext();
  const path = usePagePath();
  const [, setPreferences] = usePreferences();
  return (
    <ModalActions>
      <a
        className="button button-secondary"
        href={href(path, 'tr', site.defaultLocale)}
        onClick={() => {
          trackClick('turkish:global');
          setPreferences(riseColorOnLocaleChoice(readBrowserCookie(COOKIE.riseColor), 'tr'));
        }}
      >
        {t('turkishGlobal')}
      </a>
      <a className="button button-primary" href={`${turkeyOrigin}${path}`} onClick={() => trackClick('turkish:local')}>
        {t('turkishLocal')}
      </a>
    </ModalActions>
  );
}

/** Turkish outside the Turkey site: the global site in Turkish, or the Turkey site. Choices that fail show the generic error notice inside the open modal (Contained). */
export function TurkishConfirm({
  open,
  onOpenChange,
  turkeyOrigin,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  turkeyOrigin: string;
  opener: HTMLElement | null;
}) {
  const t = useTranslations('settings');
  const th = useTranslations('header');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="small"
      title={t('turkishTitle')}
      description={t('turkishBody')}
      closeLabel={th('close')}
      opener={opener}
    >
      <Contained name="turkish confirm">
        <Choices turkeyOrigin={turkeyOrigin} />
      </Contained>
    </Modal>
  );
}

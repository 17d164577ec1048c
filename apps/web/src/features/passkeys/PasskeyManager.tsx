'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PASSKEYS, type Passkey } from '@exchange/contract/passkeys';
import { MarketDataProvider } from '@/lib/market/query-client';
import { passkeysSupported } from '@/lib/passkeys/passkey-errors';
import { loadPasskeyApi, PASSKEYS_KEY } from '@/lib/passkeys/passkey-api';
import { useClientContext } from '@/lib/request/client-context';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { AddPasskeyDialog } from './AddPasskeyDialog';
import { RemovePasskeyDialog } from './RemovePasskeyDialog';
import { RenamePasskeyDialog } from './RenamePasskeyDialog';
import tone from '@/lib/ui/status-text.module.css';
import styles from './passkeys.module.css';

type Open = { kind: 'add' } | { kind: 'rename'; passkey: Passkey } | { kind: 'remove'; passkey: Passkey } | null;

/** The passkeys page's island (its own query client). `totp`: whether the account has an authenticator app. */
export function PasskeyManager({ totp }: { totp: boolean }) {
  return (
    <MarketDataProvider>
      <Manager totp={totp} />
    </MarketDataProvider>
  );
}

/**
 * The account's passkeys: each with its name, when it was added and last used, whether it is
 * synced; Add (while the browser can make one and the account has fewer than MAX_PASSKEYS),
 * Rename and Remove, each in its dialog. What changed is said in a status line.
 */
function Manager({ totp }: { totp: boolean }) {
  const t = useTranslations('passkeys');
  const { locale } = useClientContext();
  const hydrated = useHydrated();
  const client = useQueryClient();
  const query = useQuery({ queryKey: PASSKEYS_KEY, queryFn: async () => (await loadPasskeyApi()).list() });
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');
  const [addButton, setAddButton] = useState<HTMLButtonElement | null>(null);
  // after a removal the row's button is gone: focus goes to Add instead
  const [removedOne, setRemovedOne] = useState(false);
  const list = query.data ?? [];
  const methods = { totp, passkey: list.length > 0 };
  const supported = hydrated && passkeysSupported();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  /** "Added <time>…</time>": the catalog places the date; the element carries it for machines */
  const dated = (key: 'created' | 'lastUsed', ms: number) =>
    t.rich(key, { date: format.format(ms), time: (chunks) => <time dateTime={new Date(ms).toISOString()}>{chunks}</time> });

  const changed = async (message: string) => {
    setOpen(null);
    setNotice(message);
    await client.invalidateQueries({ queryKey: PASSKEYS_KEY });
  };

  return (
    <section className={styles.section} aria-labelledby="passkeys-list-title">
      <div className={styles.toolbar}>
        <h2 id="passkeys-list-title" className={styles.subheading}>
          {t('listTitle')}
        </h2>
        <button
          ref={setAddButton}
          type="button"
          className="button button-primary"
          disabled={!supported || !query.isSuccess || list.length >= MAX_PASSKEYS}
          onClick={() => {
            setNotice('');
            setOpen({ kind: 'add' });
          }}
        >
          {t('add')}
        </button>
      </div>
      {hydrated && !supported && <p className={tone.muted}>{t('unsupported')}</p>}
      {list.length >= MAX_PASSKEYS && <p className={tone.muted}>{t('full', { max: MAX_PASSKEYS })}</p>}
      <p role="status" className={tone.success}>
        {notice}
      </p>
      {query.isPending && <p>{t('loading')}</p>}
      {query.isError && <p role="alert">{t('unavailable')}</p>}
      {query.isSuccess && list.length === 0 && <p className={tone.muted}>{t('empty')}</p>}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((p) => (
            <li key={p.id} className={styles.item}>
              <div className={styles.itemText}>
                <h3 className={styles.itemName}>{p.name}</h3>
                <p className={tone.muted}>{dated('created', p.created_ms)}</p>
                <p className={tone.muted}>{p.last_used_ms === null ? t('neverUsed') : dated('lastUsed', p.last_used_ms)}</p>
                {p.backed_up && <p className={tone.muted}>{t('synced')}</p>}
              </div>
              <div className={styles.itemActions}>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t('renameLabel', { name: p.name })}
                  onClick={() => setOpen({ kind: 'rename', passkey: p })}
                >
                  {t('rename')}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t('removeLabel', { name: p.name })}
                  onClick={() => {
                    setRemovedOne(false);
                    setOpen({ kind: 'remove', passkey: p });
                  }}
                >
                  {t('remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddPasskeyDialog
        open={open?.kind === 'add'}
        methods={methods}
        onCancel={() => setOpen(null)}
        onAdded={(p) => void changed(t('added', { name: p.name }))}
      />
      <RenamePasskeyDialog
        passkey={open?.kind === 'rename' ? open.passkey : null}
        onCancel={() => setOpen(null)}
        onRenamed={(p) => void changed(t('renamed', { name: p.name }))}
      />
      <RemovePasskeyDialog
        passkey={open?.kind === 'remove' ? open.passkey : null}
        methods={methods}
        opener={removedOne ? addButton : null}
        onCancel={() => setOpen(null)}
        onRemoved={(p) => {
          setRemovedOne(true);
          void changed(t('removed', { name: p.name }));
        }}
      />
    </section>
  );
}

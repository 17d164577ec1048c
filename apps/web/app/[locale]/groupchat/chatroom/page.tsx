import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { chatHistory } from '@exchange/contract/chat';
import { ChatRoom } from '@/features/chatroom/ChatRoom';
import { serverApi } from '@/lib/api/server';
import { getRequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import styles from './chatroom-page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('chatroom');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /groupchat/chatroom: the site's public chatroom (only where the site record enables it; else the
 * 404 page). With `?platform=web` it renders without the site chrome, for the floating window's
 * iframe (the only page this origin may frame: src/lib/security/security-headers.ts).
 */
export default async function ChatroomPage() {
  const ctx = await getRequestContext();
  if (!ctx.site.chatroom) notFound();
  const [t, to, history] = await Promise.all([getTranslations('chatroom'), getHref(), serverApi(chatHistory, {})]);
  return (
    // named by its heading: inside the floating window, the page around it has its own main landmark
    <main id="main" className={ctx.embed ? styles.embedded : styles.page} aria-labelledby="chatroom-heading">
      <h1 id="chatroom-heading" className={ctx.embed ? 'visually-hidden' : styles.heading}>
        {t('title')}
      </h1>
      <ChatRoom
        room={ctx.site.key}
        initial={history.data.list}
        initialHasMore={history.data.has_more}
        loginHref={to('/login')}
        pageHref={to('/groupchat/chatroom')}
        embedded={ctx.embed}
      />
    </main>
  );
}

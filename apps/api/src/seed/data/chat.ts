/** A seeded chatroom message: posted by a demo account, `minutesAgo` before the seed's time (always more than the rate windows). */
export interface SeedChatMessage {
  email: string;
  body: string;
  minutesAgo: number;
}

/**
 * A short conversation per chatroom (the rooms are the keys of the sites whose record enables the
 * chatroom; a room not listed here starts empty). Seeding skips a message the same account already
 * has in that room with the same text, so running the seed again adds nothing.
 */
export const SEED_CHAT: Readonly<Record<string, readonly SeedChatMessage[]>> = {
  main: [
    { email: 'newbie@demo.test', body: 'Hi all! First day here. Is there a minimum for spot orders?', minutesAgo: 240 },
    {
      email: 'trader@demo.test',
      body: 'Welcome! Most USDT pairs take orders from about 3 USDT. The trade page shows the minimum under the amount field.',
      minutesAgo: 236,
    },
    { email: 'newbie@demo.test', body: 'Found it, thanks 🙏', minutesAgo: 233 },
    { email: 'whitelist@demo.test', body: 'Anyone else watching ETH/BTC today? The ratio has barely moved all week.', minutesAgo: 180 },
    { email: 'risk@demo.test', body: 'Tight range since Monday. I would wait for a daily close outside it.', minutesAgo: 176 },
    { email: 'trader@demo.test', body: 'Same. Funding on the BTC perpetual is flat too, so no crowd leaning either way.', minutesAgo: 171 },
    {
      email: 'withdrawonly@demo.test',
      body: 'Reminder: support will never ask for your password or 2FA codes in this chat. Report anyone who does.',
      minutesAgo: 120,
    },
    { email: 'whitelist@demo.test', body: 'Good point. Also turn on the anti-phishing code in security settings.', minutesAgo: 117 },
    { email: 'newbie@demo.test', body: 'How long do USDT deposits on TRC20 usually take?', minutesAgo: 60 },
    { email: 'trader@demo.test', body: 'A few minutes for me, usually after about 20 confirmations.', minutesAgo: 57 },
    { email: 'risk@demo.test', body: 'GT is up a bit on the day, nice to see some green 📈', minutesAgo: 30 },
    { email: 'whitelist@demo.test', body: 'Have a good evening everyone!', minutesAgo: 20 },
  ],
};

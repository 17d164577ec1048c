import { Hero } from '@/features/home/Hero';
import { MarketsOverview } from '@/features/markets-overview/MarketsOverview';

export default function HomePage() {
  return (
    <main id="main">
      <Hero />
      <MarketsOverview />
    </main>
  );
}

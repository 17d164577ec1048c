import { Hero } from '../../src/features/home/Hero';
import { MarketsOverview } from '../../src/features/markets-overview/MarketsOverview';

export default function HomePage() {
  return (
    <main id="main">
      <Hero />
      <MarketsOverview />
    </main>
  );
}

import { Hero } from '../../src/features/home/Hero';

export default function HomePage() {
  return (
    <main id="main">
      <Hero />
    </main>
  );
}

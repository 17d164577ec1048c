import { Header } from '../../src/features/header/Header';
import { Hero } from '../../src/features/home/Hero';

export default function HomePage() {
  return (
    <>
      <Header />
      <main id="main">
        <Hero />
      </main>
    </>
  );
}

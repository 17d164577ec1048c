import { Header } from '../../src/features/header/Header';
import { NotFound } from '../../src/features/not-found/NotFound';

export default function NotFoundPage() {
  return (
    <>
      <Header />
      <main id="main">
        <NotFound />
      </main>
    </>
  );
}

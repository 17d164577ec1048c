import { NotFound } from '../../src/features/not-found/NotFound';

export default function NotFoundPage() {
  return (
    <main id="main">
      <NotFound />
    </main>
  );
}

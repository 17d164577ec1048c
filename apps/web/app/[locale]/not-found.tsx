import { NotFound } from '@/features/not-found/NotFound';

/**
 * The locale layout's not-found boundary. Next renders it into every page's payload (for a render
 * that throws `notFound()`), so it leaves out the trending stories and their API call: the 404s the
 * proxy decides, every unknown path included, render the whole page ([...rest]/page.tsx).
 */
export default function NotFoundPage() {
  return (
    <main id="main">
      <NotFound trending={false} />
    </main>
  );
}

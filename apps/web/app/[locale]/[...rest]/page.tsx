import { notFound } from 'next/navigation';

/** Every path no route serves, and every locale prefix the site does not offer, is the 404 page. */
export default function UnknownPage(): never {
  notFound();
}

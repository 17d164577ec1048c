import { safeAvatar } from './account-format';

/**
 * A user's avatar: the image `user_avatar` names when it stays on the site (safeAvatar: a path of
 * this site, or https on one of its own hosts; the reference API stores only its built-in
 * avatars' paths), else the nickname's initial. Decorative: the name beside it says who it is.
 */
export function Avatar({ src, name, hosts, size, className }: { src: string; name: string; hosts: readonly string[]; size: number; className?: string }) {
  const safe = safeAvatar(src, hosts);
  if (safe) {
    // eslint-disable-next-line @next/next/no-img-element -- a tiny same-site SVG: next/image would add a client component and its loader for nothing
    return <img className={className} src={safe} alt="" width={size} height={size} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {(name || '?').slice(0, 1).toUpperCase()}
    </span>
  );
}

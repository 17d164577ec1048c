import { avatarSvg } from '@/lib/account/avatar-svg';
import { SVG_HEADERS, svgNotFound } from '@/lib/security/svg-response';

/**
 * GET /avatars/{key}.svg: one of the built-in avatars a user chooses on the profile (contract
 * profile.ts AVATARS), the only images `user_avatar` names on this site. Drawn from the key alone,
 * so it never changes: immutable for a week. Any other name is a 404. Served with SVG_HEADERS (a
 * CSP that runs nothing, a sandbox).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const svg = avatarSvg(file);
  if (!svg) return svgNotFound();
  return new Response(svg, { headers: { ...SVG_HEADERS, 'Cache-Control': 'public, max-age=604800, immutable' } });
}

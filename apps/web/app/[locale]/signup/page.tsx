import { AuthRoute, authMetadata, type SearchParams } from '@/features/auth/authRoute';

export const generateMetadata = () => authMetadata('signup');

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <AuthRoute mode="signup" searchParams={searchParams} />;
}

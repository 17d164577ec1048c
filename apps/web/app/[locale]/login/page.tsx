import { AuthRoute, authMetadata, type SearchParams } from '@/features/auth/authRoute';

export const generateMetadata = () => authMetadata('login');

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <AuthRoute mode="login" searchParams={searchParams} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatementPage } from '@/features/statement/StatementPage';
import type { Query } from '@/features/statement/statement-rules';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('statement');
  return { title: t('title'), robots: { index: false } };
}

/** /myaccount/account_statement: every movement of the trader's money, filtered by type, currency and dates (in the query), paged, exportable as CSV. */
export default function AccountStatementPage({ searchParams }: { searchParams: Promise<Query> }) {
  return <StatementPage mode="statement" searchParams={searchParams} />;
}

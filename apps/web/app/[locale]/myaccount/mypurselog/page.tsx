import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatementPage } from '@/features/statement/StatementPage';
import type { Query } from '@/features/statement/statement-rules';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('statement');
  return { title: t('logTitle'), robots: { index: false } };
}

/** /myaccount/mypurselog: the fund log, the statement's rows by kind (a tab per type, in the query), paged, exportable as CSV. */
export default function FundLogPage({ searchParams }: { searchParams: Promise<Query> }) {
  return <StatementPage mode="log" searchParams={searchParams} />;
}

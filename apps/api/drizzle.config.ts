import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @exchange/api` writes SQL migrations from src/db/schema.ts into ./drizzle. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

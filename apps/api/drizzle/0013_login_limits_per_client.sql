ALTER TABLE "login_attempts" ADD COLUMN "device_hash" text;--> statement-breakpoint
CREATE INDEX "login_attempts_pair_idx" ON "login_attempts" USING btree ("email","ip","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_device_idx" ON "login_attempts" USING btree ("email","device_hash","created_at");
ALTER TABLE "media" ADD COLUMN "source_sha256" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "media_source_sha256_idx" ON "media" USING btree ("source_sha256");
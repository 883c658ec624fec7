ALTER TABLE "media" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "media_id" integer;--> statement-breakpoint
CREATE INDEX "media_author_idx" ON "media" USING btree ("author_id","published_at" DESC NULLS FIRST) WHERE author_id is not null;
DROP INDEX "actresses_views_idx";--> statement-breakpoint
DROP INDEX "media_published_idx";--> statement-breakpoint
DROP INDEX "media_views_idx";--> statement-breakpoint
DROP INDEX "media_collects_idx";--> statement-breakpoint
DROP INDEX "media_category_idx";--> statement-breakpoint
DROP INDEX "collections_list_idx";--> statement-breakpoint
DROP INDEX "comments_media_idx";--> statement-breakpoint
DROP INDEX "comments_hot_idx";--> statement-breakpoint
CREATE INDEX "actresses_views_idx" ON "actresses" USING btree ("views" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_published_idx" ON "media" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_views_idx" ON "media" USING btree ("views" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_collects_idx" ON "media" USING btree ("collects" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_category_idx" ON "media" USING btree ("category_id","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collections_list_idx" ON "collections" USING btree ("user_id","content_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_media_idx" ON "comments" USING btree ("media_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_hot_idx" ON "comments" USING btree ("media_id","supports" DESC NULLS FIRST);
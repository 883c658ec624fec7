DROP INDEX "comments_roots_new_idx";--> statement-breakpoint
DROP INDEX "comments_roots_hot_idx";--> statement-breakpoint
DROP INDEX "posts_square_idx";--> statement-breakpoint
CREATE INDEX "posts_hot_idx" ON "posts" USING btree ("kind","status","reviewed_at","views","supports","comments","id");--> statement-breakpoint
CREATE INDEX "comments_roots_new_idx" ON "comments" USING btree ("content_type","item_id","pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."root_id" is null and ("comments"."deleted_at" is null or "comments"."replies" > 0);--> statement-breakpoint
CREATE INDEX "comments_roots_hot_idx" ON "comments" USING btree ("content_type","item_id","pinned" DESC NULLS FIRST,"supports" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."root_id" is null and ("comments"."deleted_at" is null or "comments"."replies" > 0);--> statement-breakpoint
CREATE INDEX "posts_square_idx" ON "posts" USING btree ("kind","status","reviewed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
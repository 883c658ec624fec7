-- Posts with a video priced before works/post lost its price (decision 0069's follow-up) become free: the video
-- played for anyone anyway, so the price only hid its card from those who had not paid.
UPDATE "posts" SET "price" = 0 WHERE "media_id" IS NOT NULL AND "price" > 0;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_video_free" CHECK ("posts"."media_id" is null or "posts"."price" = 0);
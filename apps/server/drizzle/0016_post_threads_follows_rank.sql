CREATE TABLE "post_tag_follows" (
	"user_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_tag_follows_user_id_tag_id_pk" PRIMARY KEY("user_id","tag_id")
);
--> statement-breakpoint
DROP INDEX "posts_square_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "kind" varchar(8) DEFAULT 'post' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_tag_follows" ADD CONSTRAINT "post_tag_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tag_follows" ADD CONSTRAINT "post_tag_follows_tag_id_post_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."post_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_discuss_idx" ON "posts" USING btree ("kind","status","pinned_at" DESC NULLS LAST,"last_reply_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_activity_idx" ON "posts" USING btree ("kind","status","last_reply_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_square_idx" ON "posts" USING btree ("kind","status","reviewed_at" DESC NULLS FIRST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_kind_known" CHECK ("posts"."kind" in ('post', 'thread'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_thread_free" CHECK ("posts"."kind" = 'post' or "posts"."price" = 0);
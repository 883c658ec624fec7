CREATE TABLE "post_attitudes" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"attitude" smallint NOT NULL,
	CONSTRAINT "post_attitudes_user_id_post_id_pk" PRIMARY KEY("user_id","post_id"),
	CONSTRAINT "post_attitudes_value" CHECK ("post_attitudes"."attitude" in (-1, 1))
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "opposes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_attitudes" ADD CONSTRAINT "post_attitudes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_attitudes" ADD CONSTRAINT "post_attitudes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
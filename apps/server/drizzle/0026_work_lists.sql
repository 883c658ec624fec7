CREATE TABLE "work_list_items" (
	"list_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_list_items_list_id_media_id_pk" PRIMARY KEY("list_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "work_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_list_items" ADD CONSTRAINT "work_list_items_list_id_work_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."work_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_lists" ADD CONSTRAINT "work_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_list_items_order_idx" ON "work_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "work_lists_user_idx" ON "work_lists" USING btree ("user_id","updated_at" DESC NULLS LAST,"id");
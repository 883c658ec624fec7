ALTER TABLE "users" ADD COLUMN "gender" varchar(8) DEFAULT 'secret' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" varchar(400) DEFAULT '' NOT NULL;
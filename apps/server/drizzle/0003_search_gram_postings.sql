CREATE TABLE "search_gram_postings" (
	"gram" varchar(2) NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "search_gram_postings_gram_media_id_pk" PRIMARY KEY("gram","media_id")
);
--> statement-breakpoint
ALTER TABLE "search_gram_postings" ADD CONSTRAINT "search_gram_postings_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
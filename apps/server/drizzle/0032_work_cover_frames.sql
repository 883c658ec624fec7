ALTER TABLE "works" ADD COLUMN "cover_frames" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "cover_frame" integer;
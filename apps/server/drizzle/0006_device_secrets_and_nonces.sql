CREATE TABLE "request_nonces" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_dev_id_unique";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "secret_hash" char(64);--> statement-breakpoint
CREATE INDEX "request_nonces_expires_idx" ON "request_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "devices_dev_id_idx" ON "devices" USING btree ("dev_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_secret_hash_idx" ON "devices" USING btree ("secret_hash");
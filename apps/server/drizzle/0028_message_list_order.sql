DROP INDEX "messages_list_idx";--> statement-breakpoint
CREATE INDEX "messages_list_idx" ON "messages" USING btree ("recipient_id","tab","id" DESC NULLS FIRST);
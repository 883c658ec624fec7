-- Posts approved before threads existed: their last reply starts at their approval (decision 0044).
UPDATE "posts" SET "last_reply_at" = "reviewed_at" WHERE "status" = 1 AND "last_reply_at" IS NULL;

-- The C1 controls (U+0080–U+009F) are refused in every text field from now on (decision 0024). Texts a form sends
-- back whole when it is saved (a profile's bio, a list's name and description, a work's title and description, a
-- nickname) lose the ones saved before, so saving them again is not refused for a character nobody sees.
UPDATE "users" SET "nickname" = regexp_replace("nickname", '[\u0080-\u009F]', '', 'g') WHERE "nickname" ~ '[\u0080-\u009F]';--> statement-breakpoint
UPDATE "users" SET "bio" = regexp_replace("bio", '[\u0080-\u009F]', '', 'g') WHERE "bio" ~ '[\u0080-\u009F]';--> statement-breakpoint
UPDATE "work_lists" SET "name" = regexp_replace("name", '[\u0080-\u009F]', '', 'g') WHERE "name" ~ '[\u0080-\u009F]';--> statement-breakpoint
UPDATE "work_lists" SET "description" = regexp_replace("description", '[\u0080-\u009F]', '', 'g') WHERE "description" ~ '[\u0080-\u009F]';--> statement-breakpoint
UPDATE "works" SET "title" = regexp_replace("title", '[\u0080-\u009F]', '', 'g') WHERE "title" ~ '[\u0080-\u009F]';--> statement-breakpoint
UPDATE "works" SET "description" = regexp_replace("description", '[\u0080-\u009F]', '', 'g') WHERE "description" ~ '[\u0080-\u009F]';

ALTER TABLE "data_connections" ADD COLUMN "ssl_mode" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_connections" ADD COLUMN "ssl_ca" text;--> statement-breakpoint
UPDATE "data_connections" SET "ssl_mode" = 'require' WHERE "properties"->>'ssl' = 'true';--> statement-breakpoint
UPDATE "data_connections" SET "properties" = "properties" - 'ssl';

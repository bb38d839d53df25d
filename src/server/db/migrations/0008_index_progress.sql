ALTER TABLE "files" ADD COLUMN "chunks_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "chunks_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "qnas" ADD COLUMN "status" text DEFAULT 'indexing' NOT NULL;--> statement-breakpoint
ALTER TABLE "qnas" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "texts" ADD COLUMN "status" text DEFAULT 'indexing' NOT NULL;--> statement-breakpoint
ALTER TABLE "texts" ADD COLUMN "status_reason" text;--> statement-breakpoint
-- Texts and Q&A pairs written before they had a status: indexed unless a job for them is pending.
UPDATE "texts" SET "status" = 'indexed' WHERE NOT EXISTS (SELECT 1 FROM "index_jobs" WHERE "index_jobs"."source_kind" = 'text' AND "index_jobs"."source_id" = "texts"."id");--> statement-breakpoint
UPDATE "qnas" SET "status" = 'indexed' WHERE NOT EXISTS (SELECT 1 FROM "index_jobs" WHERE "index_jobs"."source_kind" = 'qna' AND "index_jobs"."source_id" = "qnas"."id");--> statement-breakpoint
-- Files indexed before progress was kept: all of their chunks are done.
UPDATE "files" SET "chunks_done" = c.n, "chunks_total" = c.n FROM (SELECT "file_id", count(*)::int AS n FROM "knowledge_chunks" WHERE "file_id" IS NOT NULL GROUP BY "file_id") c WHERE c."file_id" = "files"."id" AND "files"."status" = 'indexed';

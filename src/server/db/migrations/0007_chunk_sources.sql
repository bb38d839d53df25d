-- Tickets live for seconds; those issued before tickets named their session cannot be redeemed.
DELETE FROM "event_tickets";--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "session_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "file_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "text_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "qna_id" text;--> statement-breakpoint
-- Existing chunks name their source; chunks of a source that is gone are deleted knowledge and go.
UPDATE "knowledge_chunks" SET "file_id" = "source_id" WHERE "source_kind" = 'file' AND EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "knowledge_chunks"."source_id");--> statement-breakpoint
UPDATE "knowledge_chunks" SET "text_id" = "source_id" WHERE "source_kind" = 'text' AND EXISTS (SELECT 1 FROM "texts" WHERE "texts"."id" = "knowledge_chunks"."source_id");--> statement-breakpoint
UPDATE "knowledge_chunks" SET "qna_id" = "source_id" WHERE "source_kind" = 'qna' AND EXISTS (SELECT 1 FROM "qnas" WHERE "qnas"."id" = "knowledge_chunks"."source_id");--> statement-breakpoint
DELETE FROM "knowledge_chunks" WHERE "file_id" IS NULL AND "text_id" IS NULL AND "qna_id" IS NULL;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_text_id_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_qna_id_qnas_id_fk" FOREIGN KEY ("qna_id") REFERENCES "public"."qnas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_file_idx" ON "knowledge_chunks" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_text_idx" ON "knowledge_chunks" USING btree ("text_id");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_qna_idx" ON "knowledge_chunks" USING btree ("qna_id");--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_one_source" CHECK (num_nonnulls("knowledge_chunks"."file_id", "knowledge_chunks"."text_id", "knowledge_chunks"."qna_id") = 1);

CREATE TABLE "data_files" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"file_name" text NOT NULL,
	"sheet_name" text,
	"table_name" text NOT NULL,
	"format" text NOT NULL,
	"encoding" text,
	"delimiter" text,
	"size" bigint NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'importing' NOT NULL,
	"status_reason" text,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_connections" ADD COLUMN "definitions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_project_id_data_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."data_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_files_project_idx" ON "data_files" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_files_project_table_idx" ON "data_files" USING btree ("project_id","table_name");
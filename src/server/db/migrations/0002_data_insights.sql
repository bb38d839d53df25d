CREATE TABLE "data_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"username" text NOT NULL,
	"password_encrypted" text NOT NULL,
	"database_name" text NOT NULL,
	"charset" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"catalog" jsonb,
	"indexed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"title" text NOT NULL,
	"modules" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_connections" ADD CONSTRAINT "data_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_connections" ADD CONSTRAINT "data_connections_project_id_data_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."data_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_projects" ADD CONSTRAINT "data_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_pages" ADD CONSTRAINT "insight_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_pages" ADD CONSTRAINT "insight_pages_project_id_data_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."data_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_connections_project_idx" ON "data_connections" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "data_connections_user_idx" ON "data_connections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_projects_user_idx" ON "data_projects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "insight_pages_project_idx" ON "insight_pages" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "insight_pages_user_idx" ON "insight_pages" USING btree ("user_id","saved_at");
CREATE TABLE "site_drafts" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"document" json NOT NULL,
	"locations" json DEFAULT '{}'::json NOT NULL,
	"base_version" integer NOT NULL,
	"preview_token" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_drafts_preview_token_unique" UNIQUE("preview_token")
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "lead_emails" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_versions" ADD COLUMN "location_changes" json;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "weekly_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_drafts" ADD CONSTRAINT "site_drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
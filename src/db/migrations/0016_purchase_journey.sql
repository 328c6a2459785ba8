ALTER TABLE "reservations" ADD COLUMN "kind" text DEFAULT 'reserve' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "purchase" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "handover_at" timestamp with time zone;
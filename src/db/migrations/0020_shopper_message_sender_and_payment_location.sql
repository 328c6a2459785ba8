ALTER TABLE "online_payments" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD COLUMN "token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
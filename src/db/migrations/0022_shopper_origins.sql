ALTER TABLE "online_payments" ADD COLUMN "shopper_origin" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "shopper_origin" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "shopper_origin" text;--> statement-breakpoint
ALTER TABLE "valuations" ADD COLUMN "shopper_origin" text;
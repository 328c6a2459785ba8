ALTER TABLE "lead_deliveries" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD COLUMN "claim_token" uuid;
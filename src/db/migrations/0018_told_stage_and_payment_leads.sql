ALTER TABLE "online_payments" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "told_stage" text;--> statement-breakpoint
-- Reservations and payments made before were told when their stage happened.
UPDATE "reservations" SET "told_stage" = CASE WHEN "status" = 'held' AND "handover_at" IS NOT NULL THEN 'handover' ELSE "status" END WHERE "status" IN ('held', 'cancelled', 'released', 'lost');--> statement-breakpoint
UPDATE "online_payments" SET "lead_id" = (SELECT "id" FROM "leads" WHERE "leads"."idempotency_key" = 'online-payment:' || "online_payments"."id" LIMIT 1) WHERE "status" = 'paid';

CREATE TABLE "online_payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"online_payment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" text,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'aud' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_session_id" text,
	"payment_url" text,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_amount" CHECK ("online_payments"."amount_cents" BETWEEN 100 AND 10000000)
);
--> statement-breakpoint
ALTER TABLE "online_payment_events" ADD CONSTRAINT "online_payment_events_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payment_events_payment_idx" ON "online_payment_events" USING btree ("online_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_site_idempotency" ON "online_payments" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "online_payments_pending_idx" ON "online_payments" USING btree ("status","created_at");
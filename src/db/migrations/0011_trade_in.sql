CREATE TABLE "rego_vehicles" (
	"state" text NOT NULL,
	"plate" text NOT NULL,
	"vin" text,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"badge" text,
	"series" text,
	"body" text,
	"colour" text,
	"fuel" text,
	"transmission" text,
	CONSTRAINT "rego_vehicles_state_plate_pk" PRIMARY KEY("state","plate")
);
--> statement-breakpoint
CREATE TABLE "shopper_records" (
	"user_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"column_name" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_records_user_id_site_id_column_name_pk" PRIMARY KEY("user_id","site_id","column_name")
);
--> statement-breakpoint
CREATE TABLE "valuation_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"valuation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"car_id" integer,
	"user_id" text,
	"idempotency_key" text NOT NULL,
	"rego" text NOT NULL,
	"rego_state" text NOT NULL,
	"vehicle" jsonb NOT NULL,
	"kms" integer NOT NULL,
	"contact" jsonb NOT NULL,
	"answers" jsonb,
	"status" text DEFAULT 'started' NOT NULL,
	"estimate_low" integer,
	"estimate_high" integer,
	"offer" integer,
	"evidence" jsonb,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopper_records" ADD CONSTRAINT "shopper_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_records" ADD CONSTRAINT "shopper_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_photos" ADD CONSTRAINT "valuation_photos_valuation_id_valuations_id_fk" FOREIGN KEY ("valuation_id") REFERENCES "public"."valuations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "valuation_photos_valuation_idx" ON "valuation_photos" USING btree ("valuation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "valuations_site_idempotency" ON "valuations" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "valuations_user_idx" ON "valuations" USING btree ("user_id");
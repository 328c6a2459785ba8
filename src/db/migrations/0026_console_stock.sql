CREATE TABLE "car_market" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"comparables" integer NOT NULL,
	"market_min" integer,
	"market_max" integer,
	"median" integer,
	"position" text,
	"suggested" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"price" integer,
	"source" text NOT NULL,
	"who" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "offer_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "offer_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "locked_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_imports" ADD COLUMN "kept" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "car_market" ADD CONSTRAINT "car_market_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_price_history" ADD CONSTRAINT "car_price_history_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_market_position_idx" ON "car_market" USING btree ("position");--> statement-breakpoint
CREATE INDEX "car_price_history_car_idx" ON "car_price_history" USING btree ("car_id","at");--> statement-breakpoint
-- A car already listed was last confirmed by the write that last touched it.
UPDATE "cars" SET "checked_at" = "updated_at";
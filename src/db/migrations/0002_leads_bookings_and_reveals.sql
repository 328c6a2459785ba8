CREATE TABLE "phone_reveals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"car_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_drive_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_reveals_site_dealership_idx" ON "phone_reveals" USING btree ("site_id","dealership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_bookings_location_start" ON "test_drive_bookings" USING btree ("location_id","starts_at");--> statement-breakpoint
CREATE INDEX "test_drive_bookings_lead_idx" ON "test_drive_bookings" USING btree ("lead_id");
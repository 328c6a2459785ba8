CREATE TABLE "feed_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"claim_token" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "feed_images" jsonb;--> statement-breakpoint
ALTER TABLE "feed_photos" ADD CONSTRAINT "feed_photos_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_photos_car_url" ON "feed_photos" USING btree ("car_id","url");--> statement-breakpoint
CREATE INDEX "feed_photos_due_idx" ON "feed_photos" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE TRIGGER feed_photos_notify
  AFTER INSERT ON feed_photos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('feed_photos');

-- Stock-feed keys derived from the dealership slug ('demo-key-' || slug) could be guessed from public search
-- results: they stop working here. `npm run stock-key -- rotate --dealership SLUG` issues a random key.
UPDATE "dealerships" SET "api_key_hash" = NULL WHERE "api_key_hash" = encode(sha256(convert_to('demo-key-' || "slug", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_api_key_hash_unique" UNIQUE("api_key_hash");

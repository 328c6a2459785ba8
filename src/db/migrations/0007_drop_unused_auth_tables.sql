DROP TABLE "account" CASCADE;--> statement-breakpoint
DROP TABLE "verification" CASCADE;
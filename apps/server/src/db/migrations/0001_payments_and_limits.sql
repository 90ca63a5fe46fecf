CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shopping_cart_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settlement" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_to_settle" ON "payments" USING btree ("updated_at") WHERE ("payments"."status" = 'succeeded' and "payments"."settled_at" is null) or ("payments"."settlement" = 'refund' and "payments"."refunded_at" is null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_settlement" CHECK ("payments"."settlement" in ('order', 'refund'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'cancelled', 'refunded'));--> statement-breakpoint
-- Payments made before settlement was recorded: those of paid orders paid them.
UPDATE "payments" p SET "shopping_cart_id" = o."shopping_cart_id" FROM "orders" o WHERE o."id" = p."order_id";--> statement-breakpoint
UPDATE "payments" p SET "settlement" = 'order', "settled_at" = p."updated_at" FROM "orders" o WHERE o."id" = p."order_id" AND o."status" = 'paid' AND p."status" = 'succeeded';

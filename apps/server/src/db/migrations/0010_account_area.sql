CREATE TABLE "order_back_office" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'online' NOT NULL,
	"changed_at" timestamp with time zone,
	CONSTRAINT "order_back_office_channel" CHECK ("order_back_office"."channel" in ('online', 'park'))
);
--> statement-breakpoint
CREATE TABLE "customer_erasures" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_back_office" ADD CONSTRAINT "order_back_office_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;

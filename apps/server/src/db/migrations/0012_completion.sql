CREATE TABLE "completion_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"parent_order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "completion_orders_not_self" CHECK ("completion_orders"."order_id" <> "completion_orders"."parent_order_id")
);
--> statement-breakpoint
CREATE TABLE "visit_date_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "completion_orders" ADD CONSTRAINT "completion_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "completion_orders" ADD CONSTRAINT "completion_orders_parent_order_id_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "completion_orders" ADD CONSTRAINT "completion_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "visit_date_changes" ADD CONSTRAINT "visit_date_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "visit_date_changes" ADD CONSTRAINT "visit_date_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "completion_orders_parent" ON "completion_orders" USING btree ("parent_order_id");
--> statement-breakpoint
CREATE INDEX "visit_date_changes_order" ON "visit_date_changes" USING btree ("order_id");

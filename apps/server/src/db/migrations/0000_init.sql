CREATE TABLE "offers" (
	"platform" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"tags" text[] NOT NULL,
	"duration_days" integer NOT NULL,
	"nights" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"media" jsonb,
	CONSTRAINT "offers_platform_code_pk" PRIMARY KEY("platform","code")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"date" date,
	"adults" integer DEFAULT 0 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"adult_unit_cents" integer DEFAULT 0 NOT NULL,
	"child_unit_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"short_id" text NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"basket" jsonb,
	"total_cents" integer,
	"shopping_cart_id" uuid,
	"email" text,
	"first_name" text,
	"last_name" text,
	"holds_expire_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_short_id_unique" UNIQUE("short_id"),
	CONSTRAINT "orders_shopping_cart_id_unique" UNIQUE("shopping_cart_id"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('draft', 'cart', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "park_days" (
	"platform" text NOT NULL,
	"date" date NOT NULL,
	"season" text NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	CONSTRAINT "park_days_platform_date_pk" PRIMARY KEY("platform","date")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"card_last4" text,
	"notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"platform" text NOT NULL,
	"offer_code" text NOT NULL,
	"season" text NOT NULL,
	"seating" text DEFAULT '' NOT NULL,
	"adult_cents" integer NOT NULL,
	"child_cents" integer NOT NULL,
	CONSTRAINT "prices_platform_offer_code_season_seating_pk" PRIMARY KEY("platform","offer_code","season","seating")
);
--> statement-breakpoint
CREATE TABLE "show_sessions" (
	"platform" text NOT NULL,
	"date" date NOT NULL,
	"starts_at" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	CONSTRAINT "show_sessions_platform_date_pk" PRIMARY KEY("platform","date")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"product" text NOT NULL,
	"date" date NOT NULL,
	"session" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_sold_within_capacity" CHECK ("stock"."sold" >= 0 and "stock"."sold" <= "stock"."capacity")
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"stock_id" integer NOT NULL,
	"service" text NOT NULL,
	"hold_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_holds_quantity" CHECK ("stock_holds"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_platform_platforms_code_fk" FOREIGN KEY ("platform") REFERENCES "public"."platforms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_days" ADD CONSTRAINT "park_days_platform_platforms_code_fk" FOREIGN KEY ("platform") REFERENCES "public"."platforms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_sessions" ADD CONSTRAINT "show_sessions_platform_platforms_code_fk" FOREIGN KEY ("platform") REFERENCES "public"."platforms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_stock_id_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_key" ON "stock" USING btree ("platform","product","date","session","category");--> statement-breakpoint
CREATE INDEX "stock_holds_stock" ON "stock_holds" USING btree ("stock_id","expires_at");--> statement-breakpoint
CREATE INDEX "stock_holds_order" ON "stock_holds" USING btree ("order_id");
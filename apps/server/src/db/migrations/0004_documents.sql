CREATE TABLE "invoice_counters" (
	"platform" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_platform_year_pk" PRIMARY KEY("platform","year"),
	CONSTRAINT "invoice_counters_last" CHECK ("invoice_counters"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_platform" text NOT NULL,
	"invoice_year" integer NOT NULL,
	"invoice_sequence" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_documents_access_token_unique" UNIQUE("access_token"),
	CONSTRAINT "order_documents_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "order_documents_sequence" UNIQUE("invoice_platform","invoice_year","invoice_sequence")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"product" text NOT NULL,
	"label" text NOT NULL,
	"date" date,
	"session" text,
	"visitor" text NOT NULL,
	CONSTRAINT "tickets_order_id_number_pk" PRIMARY KEY("order_id","number"),
	CONSTRAINT "tickets_visitor" CHECK ("tickets"."visitor" in ('adult', 'child'))
);
--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "order_insurance_policies" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"premium_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"policy_id" text,
	"cancellation" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subscribed_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "order_insurance_policies_status" CHECK ("order_insurance_policies"."status" in ('pending', 'subscribed', 'refused')),
	CONSTRAINT "order_insurance_policies_subscribed" CHECK (("order_insurance_policies"."status" = 'subscribed') = ("order_insurance_policies"."policy_id" is not null)),
	CONSTRAINT "order_insurance_policies_cancellation" CHECK ("order_insurance_policies"."cancellation" in ('requested', 'done'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_insurance_policies" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_reference" text NOT NULL,
	"premium_cents" integer NOT NULL,
	"insured_cents" integer NOT NULL,
	"group_length" integer NOT NULL,
	"effective_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sandbox_insurance_policies_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_insurance_policies_status" CHECK ("sandbox_insurance_policies"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "order_insurance_policies" ADD CONSTRAINT "order_insurance_policies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_insurance_policies_order" ON "sandbox_insurance_policies" USING btree ("order_reference");

CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_status" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"legal_basis" text NOT NULL,
	"legal_basis_explanation" text NOT NULL,
	"notice_version" text NOT NULL,
	"source_page" text NOT NULL,
	"language" text NOT NULL,
	"platform" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "newsletter_consents_legal_basis" CHECK ("newsletter_consents"."legal_basis" = 'CONSENT_WITH_NOTICE')
);
--> statement-breakpoint
CREATE TABLE "newsletter_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"consent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "newsletter_tokens_purpose" CHECK ("newsletter_tokens"."purpose" in ('confirm', 'unsubscribe')),
	CONSTRAINT "newsletter_tokens_confirm_fields" CHECK ("newsletter_tokens"."purpose" = 'unsubscribe' or ("newsletter_tokens"."consent_id" is not null and "newsletter_tokens"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "newsletter_consents" ADD CONSTRAINT "newsletter_consents_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_tokens" ADD CONSTRAINT "newsletter_tokens_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_tokens" ADD CONSTRAINT "newsletter_tokens_consent_id_newsletter_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."newsletter_consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_consents_subscription" ON "newsletter_consents" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "newsletter_tokens_subscription" ON "newsletter_tokens" USING btree ("subscription_id","purpose");

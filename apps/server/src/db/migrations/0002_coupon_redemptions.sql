CREATE TABLE "coupon_redemptions" (
	"code" text PRIMARY KEY NOT NULL,
	"cap" integer,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_redemptions_used_within_cap" CHECK ("coupon_redemptions"."cap" is null or "coupon_redemptions"."used" <= "coupon_redemptions"."cap"),
	CONSTRAINT "coupon_redemptions_used_positive" CHECK ("coupon_redemptions"."used" >= 0)
);

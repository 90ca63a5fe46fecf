CREATE TABLE "restaurant_menus" (
	"platform" text NOT NULL,
	"restaurant_code" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"audience" text NOT NULL,
	"lunch" boolean NOT NULL,
	"dinner" boolean NOT NULL,
	"price_cents" integer NOT NULL,
	"promotional_price_cents" integer,
	"titles" jsonb NOT NULL,
	"promotional_titles" jsonb,
	"promotional_descriptions" jsonb,
	"courses" jsonb NOT NULL,
	CONSTRAINT "restaurant_menus_platform_restaurant_code_code_pk" PRIMARY KEY("platform","restaurant_code","code"),
	CONSTRAINT "restaurant_menus_audience" CHECK ("restaurant_menus"."audience" in ('adult', 'child', 'baby')),
	CONSTRAINT "restaurant_menus_price" CHECK ("restaurant_menus"."price_cents" >= 0),
	CONSTRAINT "restaurant_menus_promotion" CHECK ("restaurant_menus"."promotional_price_cents" is null or "restaurant_menus"."promotional_price_cents" between 0 and "restaurant_menus"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "restaurant_settings" (
	"platform" text PRIMARY KEY NOT NULL,
	"booking_hours_in_advance" integer NOT NULL,
	"dinner_threshold" text NOT NULL,
	"hide_zero_price_menus" boolean NOT NULL,
	CONSTRAINT "restaurant_settings_hours" CHECK ("restaurant_settings"."booking_hours_in_advance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "restaurant_tags" (
	"code" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"position" integer NOT NULL,
	"picto" text NOT NULL,
	"titles" jsonb NOT NULL,
	CONSTRAINT "restaurant_tags_family" CHECK ("restaurant_tags"."family" in ('food', 'service'))
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"platform" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"accommodation_code" text,
	"names" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"food_tags" text[] NOT NULL,
	"service_tags" text[] NOT NULL,
	CONSTRAINT "restaurants_platform_code_pk" PRIMARY KEY("platform","code"),
	CONSTRAINT "restaurants_kind" CHECK ("restaurants"."kind" in ('show', 'buffet', 'tableService', 'quickService'))
);
--> statement-breakpoint
ALTER TABLE "restaurant_menus" ADD CONSTRAINT "restaurant_menus_platform_restaurant_code_restaurants_platform_code_fk" FOREIGN KEY ("platform","restaurant_code") REFERENCES "public"."restaurants"("platform","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_platform_platforms_code_fk" FOREIGN KEY ("platform") REFERENCES "public"."platforms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_platform_platforms_code_fk" FOREIGN KEY ("platform") REFERENCES "public"."platforms"("code") ON DELETE no action ON UPDATE no action;

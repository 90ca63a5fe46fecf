CREATE TABLE "hotels" (
	"platform" text NOT NULL,
	"code" text NOT NULL,
	"provider" text NOT NULL,
	"hotel_type" text NOT NULL,
	"internal_code" text,
	"position" integer NOT NULL,
	"stars" integer NOT NULL,
	"distance_km" integer NOT NULL,
	"travel_minutes" integer NOT NULL,
	"check_in" text NOT NULL,
	"check_out" text NOT NULL,
	"breakfast_adult_cents" integer NOT NULL,
	"breakfast_child_cents" integer NOT NULL,
	"breakfast_included" boolean NOT NULL,
	"names" jsonb NOT NULL,
	"briefs" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"main_services" text[] NOT NULL,
	"secondary_services" text[] NOT NULL,
	"reviews" jsonb NOT NULL,
	CONSTRAINT "hotels_platform_code_pk" PRIMARY KEY("platform","code"),
	CONSTRAINT "hotels_provider" CHECK ("hotels"."provider" in ('INTERNE', 'PARTENAIRE')),
	CONSTRAINT "hotels_type" CHECK ("hotels"."hotel_type" in ('THEMED', 'PARTNER'))
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"platform" text NOT NULL,
	"code" text NOT NULL,
	"hotel_code" text NOT NULL,
	"position" integer NOT NULL,
	"count" integer NOT NULL,
	"max_occupancy" integer NOT NULL,
	"max_adults" integer NOT NULL,
	"min_adults" integer NOT NULL,
	"max_children" integer NOT NULL,
	"cot" boolean NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	CONSTRAINT "room_types_platform_code_pk" PRIMARY KEY("platform","code"),
	CONSTRAINT "room_types_occupancy" CHECK ("room_types"."min_adults" >= 1 and "room_types"."max_adults" <= "room_types"."max_occupancy")
);
--> statement-breakpoint
CREATE TABLE "room_prices" (
	"platform" text NOT NULL,
	"room_type_code" text NOT NULL,
	"season" text NOT NULL,
	"cents" integer NOT NULL,
	CONSTRAINT "room_prices_platform_room_type_code_season_pk" PRIMARY KEY("platform","room_type_code","season"),
	CONSTRAINT "room_prices_positive" CHECK ("room_prices"."cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_platform_platforms_code_fk" FOREIGN KEY ("platform") REFERENCES "public"."platforms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_fk" FOREIGN KEY ("platform","hotel_code") REFERENCES "public"."hotels"("platform","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_prices" ADD CONSTRAINT "room_prices_room_type_fk" FOREIGN KEY ("platform","room_type_code") REFERENCES "public"."room_types"("platform","code") ON DELETE no action ON UPDATE no action;

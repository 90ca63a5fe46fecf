CREATE TABLE "invited_travellers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"participant" text NOT NULL,
	"ticket_rank" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"solution_index" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invited_travellers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invited_travellers_participant" CHECK ("invited_travellers"."participant" in ('adult', 'child', 'baby')),
	CONSTRAINT "invited_travellers_room" CHECK ("invited_travellers"."solution_index" >= 0),
	CONSTRAINT "invited_travellers_rank_positive" CHECK ("invited_travellers"."ticket_rank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "main_contact_rooms" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"solution_index" integer NOT NULL,
	CONSTRAINT "main_contact_rooms_room" CHECK ("main_contact_rooms"."solution_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invited_travellers" ADD CONSTRAINT "invited_travellers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_contact_rooms" ADD CONSTRAINT "main_contact_rooms_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invited_travellers_order" ON "invited_travellers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invited_travellers_person" ON "invited_travellers" USING btree ("order_id",lower("email"),lower("first_name"),lower("last_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "invited_travellers_rank" ON "invited_travellers" USING btree ("order_id","participant","ticket_rank");
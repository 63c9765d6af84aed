CREATE TABLE "user_screen_views" (
	"user_id" integer NOT NULL,
	"screen" text NOT NULL,
	"query" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_screen_views_pkey" PRIMARY KEY("user_id","screen"),
	CONSTRAINT "user_screen_views_screen_check" CHECK ("user_screen_views"."screen" in ('cpr', 'volume', 'ict', 'sniperflow')),
	CONSTRAINT "user_screen_views_query_length_check" CHECK (length("user_screen_views"."query") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "user_screen_views" ADD CONSTRAINT "user_screen_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
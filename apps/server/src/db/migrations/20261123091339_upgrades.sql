CREATE TABLE "upgrade_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "upgrade_requests_plan_check" CHECK ("upgrade_requests"."plan" in ('pro', 'premium')),
	CONSTRAINT "upgrade_requests_status_check" CHECK ("upgrade_requests"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "upgrade_requests" ADD CONSTRAINT "upgrade_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_requests" ADD CONSTRAINT "upgrade_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_requests_one_open_key" ON "upgrade_requests" USING btree ("user_id") WHERE "upgrade_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "upgrade_requests_user_idx" ON "upgrade_requests" USING btree ("user_id","created_at");
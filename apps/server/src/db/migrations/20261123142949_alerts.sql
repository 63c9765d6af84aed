CREATE TABLE "alert_cooldowns" (
	"rule_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"last_fired_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_cooldowns_pkey" PRIMARY KEY("rule_id","symbol")
);
--> statement-breakpoint
CREATE TABLE "alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"key" text NOT NULL,
	"event" text NOT NULL,
	"symbol" text NOT NULL,
	"message" text NOT NULL,
	"detail" jsonb NOT NULL,
	"score" integer,
	"data_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rule_id" integer,
	"event_id" integer NOT NULL,
	"event" text NOT NULL,
	"symbol" text NOT NULL,
	"message" text NOT NULL,
	"detail" jsonb NOT NULL,
	"data_time" timestamp with time zone NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"discord_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"scope" text NOT NULL,
	"symbol" text,
	"min_score" integer,
	"cooldown_minutes" integer NOT NULL,
	"discord" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_states" (
	"source" text NOT NULL,
	"symbol" text NOT NULL,
	"topic" text NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_states_pkey" PRIMARY KEY("source","symbol","topic")
);
--> statement-breakpoint
CREATE TABLE "alert_webhooks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_cooldowns" ADD CONSTRAINT "alert_cooldowns_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_inbox" ADD CONSTRAINT "alert_inbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_inbox" ADD CONSTRAINT "alert_inbox_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_webhooks" ADD CONSTRAINT "alert_webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_events_source_key" ON "alert_events" USING btree ("source","key");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_inbox_rule_event_key" ON "alert_inbox" USING btree ("rule_id","event_id");--> statement-breakpoint
CREATE INDEX "alert_inbox_user_idx" ON "alert_inbox" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "alert_rules_user_idx" ON "alert_rules" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alert_rules_event_idx" ON "alert_rules" USING btree ("event");
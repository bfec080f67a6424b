CREATE TABLE "stat_daily" (
	"chatbot" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"node" text,
	"decision" text,
	"count" integer NOT NULL,
	CONSTRAINT "stat_daily_key" UNIQUE NULLS NOT DISTINCT("chatbot","day","kind","node","decision")
);
--> statement-breakpoint
CREATE TABLE "stat_events" (
	"chatbot" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"node" text,
	"decision" text,
	"confidence" real,
	"question" text,
	CONSTRAINT "stat_events_whole_hour" CHECK ("stat_events"."hour" = date_trunc('hour', "stat_events"."hour", 'UTC')),
	CONSTRAINT "stat_events_question_unanswered_only" CHECK ("stat_events"."question" is null or "stat_events"."decision" in ('clarify', 'fallback'))
);
--> statement-breakpoint
CREATE INDEX "stat_events_chatbot_hour" ON "stat_events" USING btree ("chatbot","hour");